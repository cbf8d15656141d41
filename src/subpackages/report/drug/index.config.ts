export default definePageConfig({ navigationBarTitleText: '药物反应' })
