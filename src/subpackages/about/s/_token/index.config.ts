export default definePageConfig({ navigationBarTitleText: '分享的报告' })
