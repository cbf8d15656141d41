export default definePageConfig({ navigationBarTitleText: '家谱成员' })
