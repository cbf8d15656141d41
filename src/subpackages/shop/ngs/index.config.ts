export default definePageConfig({ navigationBarTitleText: '深度基因检测' })
