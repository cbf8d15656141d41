export default definePageConfig({ navigationBarTitleText: 'AMH 检测详情' })
