export default definePageConfig({ navigationBarTitleText: '余额提现' })
