export default definePageConfig({ navigationBarTitleText: '姓氏分布' })
