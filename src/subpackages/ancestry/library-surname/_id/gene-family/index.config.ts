export default definePageConfig({ navigationBarTitleText: '基因家族' })
