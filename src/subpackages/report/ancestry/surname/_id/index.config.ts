export default definePageConfig({ navigationBarTitleText: '姓氏溯源' })
