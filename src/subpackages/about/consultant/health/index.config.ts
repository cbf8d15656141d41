export default definePageConfig({ navigationBarTitleText: '健康顾问' })
