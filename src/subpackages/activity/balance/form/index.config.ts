export default definePageConfig({ navigationBarTitleText: '填写提现信息' })
