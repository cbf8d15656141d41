export default definePageConfig({ navigationBarTitleText: '星级说明' })
