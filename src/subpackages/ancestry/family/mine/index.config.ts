export default definePageConfig({ navigationBarTitleText: '我的家族' })
