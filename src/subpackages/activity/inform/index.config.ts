export default definePageConfig({ navigationBarTitleText: '知情同意书' })
