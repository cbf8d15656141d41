export default definePageConfig({ navigationBarTitleText: '已认领的家族' })
