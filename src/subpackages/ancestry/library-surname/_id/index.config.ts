export default definePageConfig({ navigationBarTitleText: '姓氏详情' })
