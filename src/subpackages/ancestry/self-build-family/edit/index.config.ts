export default definePageConfig({ navigationBarTitleText: '编辑自建家族' })
