export default definePageConfig({ navigationBarTitleText: '家谱文档' })
