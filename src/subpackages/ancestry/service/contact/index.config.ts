export default definePageConfig({ navigationBarTitleText: '联系我们' })
