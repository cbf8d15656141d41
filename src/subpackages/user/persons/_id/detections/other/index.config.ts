export default definePageConfig({ navigationBarTitleText: '其他检测' })
