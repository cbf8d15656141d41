export default definePageConfig({ navigationBarTitleText: '深度检测详情' })
