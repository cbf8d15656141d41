export default definePageConfig({ navigationBarTitleText: '发起讨论' })
