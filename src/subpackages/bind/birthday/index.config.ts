export default definePageConfig({ navigationBarTitleText: '出生日期' })
