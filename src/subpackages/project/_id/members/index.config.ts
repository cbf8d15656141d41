export default definePageConfig({ navigationBarTitleText: '项目成员' })
