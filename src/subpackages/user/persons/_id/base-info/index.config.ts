export default definePageConfig({ navigationBarTitleText: '检测人信息' })
