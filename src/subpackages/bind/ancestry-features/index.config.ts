export default definePageConfig({ navigationBarTitleText: '祖源功能' })
