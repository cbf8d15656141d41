export default definePageConfig({ navigationBarTitleText: '注册' })
