export default definePageConfig({ navigationBarTitleText: '族谱影像' })
