export default definePageConfig({ navigationBarTitleText: '自建家族' })
