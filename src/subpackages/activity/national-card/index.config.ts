export default definePageConfig({ navigationBarTitleText: '我的民族卡片' })
