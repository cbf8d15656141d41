export default definePageConfig({ navigationBarTitleText: '姓氏基地' })
