export default definePageConfig({ navigationBarTitleText: '升级检测' })
