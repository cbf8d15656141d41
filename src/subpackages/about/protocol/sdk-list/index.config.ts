export default definePageConfig({ navigationBarTitleText: '第三方 SDK 清单' })
