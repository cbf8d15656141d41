export default definePageConfig({ navigationBarTitleText: '家谱相册' })
