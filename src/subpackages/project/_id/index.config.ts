export default definePageConfig({ navigationBarTitleText: '研究项目' })
