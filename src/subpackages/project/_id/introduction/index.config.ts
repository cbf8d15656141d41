export default definePageConfig({ navigationBarTitleText: '项目介绍' })
