export default definePageConfig({ navigationBarTitleText: '电子报告' })
