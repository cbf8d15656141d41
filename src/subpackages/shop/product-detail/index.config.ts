export default definePageConfig({ navigationBarTitleText: '商品详情' })
