export default definePageConfig({ navigationBarTitleText: '姓氏名人' })
