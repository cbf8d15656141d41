export default definePageConfig({ navigationBarTitleText: '家族基本信息' })
