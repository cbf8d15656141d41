export default definePageConfig({ navigationBarTitleText: '先祖' })
