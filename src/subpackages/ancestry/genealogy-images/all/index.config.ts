export default definePageConfig({ navigationBarTitleText: '全部族谱影像' })
