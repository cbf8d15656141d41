export default definePageConfig({ navigationBarTitleText: '家族线索' })
