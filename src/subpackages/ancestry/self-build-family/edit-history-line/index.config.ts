export default definePageConfig({ navigationBarTitleText: '编辑家族大事记' })
