export default definePageConfig({ navigationBarTitleText: '药物分类' })
