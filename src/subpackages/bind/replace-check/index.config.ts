export default definePageConfig({ navigationBarTitleText: '确认替换' })
