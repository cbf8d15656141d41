export default definePageConfig({ navigationBarTitleText: '商品与价格管理' })
