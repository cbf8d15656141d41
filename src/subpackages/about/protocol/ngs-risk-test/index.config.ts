export default definePageConfig({ navigationBarTitleText: '深度检测风险评估知情同意书' })
