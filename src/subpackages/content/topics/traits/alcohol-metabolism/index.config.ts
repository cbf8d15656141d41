export default definePageConfig({ navigationBarTitleText: '酒精代谢' })
