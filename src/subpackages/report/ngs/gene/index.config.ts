export default definePageConfig({ navigationBarTitleText: '基因详情' })
