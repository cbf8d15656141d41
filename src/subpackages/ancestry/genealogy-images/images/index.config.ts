export default definePageConfig({ navigationBarTitleText: '族谱图片' })
