export default definePageConfig({ navigationBarTitleText: '基因检测' })
