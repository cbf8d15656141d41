export default definePageConfig({ navigationBarTitleText: '家谱分享' })
