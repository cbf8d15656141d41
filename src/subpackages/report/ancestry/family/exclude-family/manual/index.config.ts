export default definePageConfig({ navigationBarTitleText: '手动排除家族' })
