export default definePageConfig({ navigationBarTitleText: '选择民族' })
