export default definePageConfig({ navigationBarTitleText: '选择姓氏' })
