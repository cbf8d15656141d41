export default definePageConfig({ navigationBarTitleText: '创建家族' })
