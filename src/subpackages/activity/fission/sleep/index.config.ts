export default definePageConfig({ navigationBarTitleText: '睡眠基因活动' })
