export default definePageConfig({ navigationBarTitleText: '保存家族' })
