export default definePageConfig({ navigationBarTitleText: 'Y 染色体全序列检测' })
