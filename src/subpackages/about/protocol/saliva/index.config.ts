export default definePageConfig({ navigationBarTitleText: '唾液样本采集知情同意书' })
