export default definePageConfig({ navigationBarTitleText: '基因亲人分布' })
