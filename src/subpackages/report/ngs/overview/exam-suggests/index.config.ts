export default definePageConfig({ navigationBarTitleText: '体检建议' })
