export default definePageConfig({ navigationBarTitleText: '族人详情' })
