export default definePageConfig({ navigationBarTitleText: '祖源专题' })
