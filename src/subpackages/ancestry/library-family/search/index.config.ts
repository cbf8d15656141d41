export default definePageConfig({ navigationBarTitleText: '搜索家族' })
