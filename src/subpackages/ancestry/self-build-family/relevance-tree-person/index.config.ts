export default definePageConfig({ navigationBarTitleText: '关联家谱成员' })
