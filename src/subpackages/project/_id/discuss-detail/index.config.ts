export default definePageConfig({ navigationBarTitleText: '讨论详情' })
