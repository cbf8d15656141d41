export default definePageConfig({ navigationBarTitleText: '皮肤特征分类' })
