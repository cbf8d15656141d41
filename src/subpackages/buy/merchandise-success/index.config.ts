export default definePageConfig({ navigationBarTitleText: '购买成功' })
