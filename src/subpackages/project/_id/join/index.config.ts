export default definePageConfig({ navigationBarTitleText: '加入项目' })
