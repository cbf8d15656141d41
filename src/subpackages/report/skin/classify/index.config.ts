export default definePageConfig({ navigationBarTitleText: '皮肤特质分类' })
