export default definePageConfig({ navigationBarTitleText: '居家检测报告' })
