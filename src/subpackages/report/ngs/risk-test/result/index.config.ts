export default definePageConfig({ navigationBarTitleText: '风险评估结果' })
