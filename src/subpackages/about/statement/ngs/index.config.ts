export default definePageConfig({ navigationBarTitleText: '深度检测声明' })
