export default definePageConfig({ navigationBarTitleText: '采样日期' })
