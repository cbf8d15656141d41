export default definePageConfig({ navigationBarTitleText: '确认称呼' })
