export default definePageConfig({ navigationBarTitleText: '起源研究赞助' })
