export default definePageConfig({ navigationBarTitleText: '省份分布' })
