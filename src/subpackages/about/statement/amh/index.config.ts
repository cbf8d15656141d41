export default definePageConfig({ navigationBarTitleText: 'AMH 检测声明' })
