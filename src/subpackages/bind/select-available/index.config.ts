export default definePageConfig({ navigationBarTitleText: '选择检测人' })
