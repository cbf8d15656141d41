export default definePageConfig({ navigationBarTitleText: '维生素 A/D/E 检测' })
