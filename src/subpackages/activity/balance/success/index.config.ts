export default definePageConfig({ navigationBarTitleText: '提现申请已提交' })
