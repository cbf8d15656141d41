export default definePageConfig({ navigationBarTitleText: '祖源分析' })
