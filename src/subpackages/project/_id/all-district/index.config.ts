export default definePageConfig({ navigationBarTitleText: '全部地区' })
