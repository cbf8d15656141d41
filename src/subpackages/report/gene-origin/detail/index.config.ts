export default definePageConfig({ navigationBarTitleText: '起源详情' })
