export default definePageConfig({ navigationBarTitleText: 'HPV 专题' })
