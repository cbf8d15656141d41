export default definePageConfig({ navigationBarTitleText: '全部家族线索' })
