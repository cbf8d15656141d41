export default definePageConfig({ navigationBarTitleText: '助力成功' })
