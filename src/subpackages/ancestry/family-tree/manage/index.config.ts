export default definePageConfig({ navigationBarTitleText: '管理家谱' })
