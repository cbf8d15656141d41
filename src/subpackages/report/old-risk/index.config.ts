export default definePageConfig({ navigationBarTitleText: '老年疾病风险' })
