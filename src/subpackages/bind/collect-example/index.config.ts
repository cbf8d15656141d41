export default definePageConfig({ navigationBarTitleText: '采样示范' })
