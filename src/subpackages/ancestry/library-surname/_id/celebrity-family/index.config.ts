export default definePageConfig({ navigationBarTitleText: '名人家族' })
