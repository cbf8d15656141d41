export default definePageConfig({ navigationBarTitleText: '账号资料' })
