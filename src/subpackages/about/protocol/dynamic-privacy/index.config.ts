export default definePageConfig({ navigationBarTitleText: '动态隐私政策' })
