export default definePageConfig({ navigationBarTitleText: '编辑家族资料' })
