export default definePageConfig({ navigationBarTitleText: '姓氏单倍群' })
