export default definePageConfig({ navigationBarTitleText: '采样说明' })
