export default definePageConfig({ navigationBarTitleText: '确认夫妻信息' })
