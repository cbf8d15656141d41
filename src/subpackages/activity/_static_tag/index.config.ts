export default definePageConfig({ navigationBarTitleText: '专题活动' })
