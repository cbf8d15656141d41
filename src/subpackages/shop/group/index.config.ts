export default definePageConfig({ navigationBarTitleText: '团购' })
