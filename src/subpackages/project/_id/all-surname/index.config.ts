export default definePageConfig({ navigationBarTitleText: '全部姓氏' })
