export default definePageConfig({ navigationBarTitleText: '购买协议' })
