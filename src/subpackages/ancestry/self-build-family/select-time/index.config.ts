export default definePageConfig({ navigationBarTitleText: '选择时间' })
