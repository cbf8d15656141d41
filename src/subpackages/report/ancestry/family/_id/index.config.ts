export default definePageConfig({ navigationBarTitleText: '家族详情' })
