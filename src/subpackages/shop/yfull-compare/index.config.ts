export default definePageConfig({ navigationBarTitleText: 'Y 染色体检测方案对比' })
