export default definePageConfig({ navigationBarTitleText: '余额规则' })
