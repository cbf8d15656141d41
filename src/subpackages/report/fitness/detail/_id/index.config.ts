export default definePageConfig({ navigationBarTitleText: '运动健身详情' })
