export default definePageConfig({ navigationBarTitleText: '出生地' })
