export default definePageConfig({ navigationBarTitleText: '痛风' })
