export default definePageConfig({ navigationBarTitleText: '民族来源' })
