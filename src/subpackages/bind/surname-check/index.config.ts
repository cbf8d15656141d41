export default definePageConfig({ navigationBarTitleText: '确认姓氏' })
