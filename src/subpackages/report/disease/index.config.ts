export default definePageConfig({ navigationBarTitleText: '疾病风险' })
