export default definePageConfig({ navigationBarTitleText: '检测人管理' })
