export default definePageConfig({ navigationBarTitleText: '基因知识' })
