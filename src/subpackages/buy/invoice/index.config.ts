export default definePageConfig({ navigationBarTitleText: '申请发票' })
