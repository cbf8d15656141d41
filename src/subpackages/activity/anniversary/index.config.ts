export default definePageConfig({ navigationBarTitleText: '周年庆' })
