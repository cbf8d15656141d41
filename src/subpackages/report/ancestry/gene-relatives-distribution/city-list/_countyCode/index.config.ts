export default definePageConfig({ navigationBarTitleText: '基因亲人城市分布' })
