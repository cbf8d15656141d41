export default definePageConfig({ navigationBarTitleText: '修谱服务' })
