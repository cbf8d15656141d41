export default definePageConfig({ navigationBarTitleText: '我的报告' })
