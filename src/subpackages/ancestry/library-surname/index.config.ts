export default definePageConfig({ navigationBarTitleText: '姓氏库' })
