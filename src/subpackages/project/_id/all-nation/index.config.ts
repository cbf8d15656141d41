export default definePageConfig({ navigationBarTitleText: '全部民族' })
