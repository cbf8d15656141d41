export default definePageConfig({ navigationBarTitleText: '家族匹配详情' })
