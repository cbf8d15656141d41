export default definePageConfig({ navigationBarTitleText: '共同起源详情' })
