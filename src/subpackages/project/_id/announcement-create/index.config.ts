export default definePageConfig({ navigationBarTitleText: '发布公告' })
