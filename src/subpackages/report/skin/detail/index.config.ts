export default definePageConfig({ navigationBarTitleText: '皮肤特质详情' })
