export default definePageConfig({ navigationBarTitleText: '听力基因活动' })
