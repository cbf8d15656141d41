export default definePageConfig({ navigationBarTitleText: '品牌介绍' })
