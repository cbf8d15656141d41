export default definePageConfig({ navigationBarTitleText: 'HPV 检测结果' })
