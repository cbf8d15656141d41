export default definePageConfig({ navigationBarTitleText: '祖源追溯' })
