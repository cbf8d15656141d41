export default definePageConfig({ navigationBarTitleText: 'HPV 检测声明' })
