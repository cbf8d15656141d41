export default definePageConfig({ navigationBarTitleText: '肿瘤风险详情' })
