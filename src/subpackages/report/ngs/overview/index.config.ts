export default definePageConfig({ navigationBarTitleText: '深度检测总览' })
