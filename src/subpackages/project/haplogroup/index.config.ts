export default definePageConfig({ navigationBarTitleText: '单倍群项目' })
