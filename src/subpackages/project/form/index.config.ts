export default definePageConfig({ navigationBarTitleText: '发起研究项目' })
