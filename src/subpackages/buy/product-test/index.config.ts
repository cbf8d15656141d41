export default definePageConfig({ navigationBarTitleText: '商品试购' })
