export default definePageConfig({ navigationBarTitleText: '输入采样器编号' })
