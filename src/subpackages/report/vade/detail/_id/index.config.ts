export default definePageConfig({ navigationBarTitleText: '维生素检测详情' })
