export default definePageConfig({ navigationBarTitleText: '风险计算结果' })
