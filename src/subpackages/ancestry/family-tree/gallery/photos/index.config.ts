export default definePageConfig({ navigationBarTitleText: '家谱照片' })
