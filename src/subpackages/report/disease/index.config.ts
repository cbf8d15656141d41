export default definePageConfig({ navigationBarTitleText: '遗传风险' })
