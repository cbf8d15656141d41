export default definePageConfig({ navigationBarTitleText: '下单成功' })
