export default definePageConfig({ navigationBarTitleText: '待审核的家族' })
