export default definePageConfig({ navigationBarTitleText: '查询订单' })
