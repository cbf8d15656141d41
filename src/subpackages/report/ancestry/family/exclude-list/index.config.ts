export default definePageConfig({ navigationBarTitleText: '已排除家族' })
