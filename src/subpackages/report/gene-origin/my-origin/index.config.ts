export default definePageConfig({ navigationBarTitleText: '我的起源' })
