export default definePageConfig({ navigationBarTitleText: '认领家族成员' })
