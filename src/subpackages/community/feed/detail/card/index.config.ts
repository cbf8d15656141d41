export default definePageConfig({ navigationBarTitleText: '卡片详情' })
