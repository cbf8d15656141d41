export default definePageConfig({ navigationBarTitleText: '身份验证' })
