export default definePageConfig({ navigationBarTitleText: '编辑家族名人' })
