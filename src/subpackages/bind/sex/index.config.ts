export default definePageConfig({ navigationBarTitleText: '选择性别' })
