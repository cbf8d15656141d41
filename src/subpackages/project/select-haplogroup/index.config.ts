export default definePageConfig({ navigationBarTitleText: '选择单倍群' })
