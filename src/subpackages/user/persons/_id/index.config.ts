export default definePageConfig({ navigationBarTitleText: '检测人详情' })
