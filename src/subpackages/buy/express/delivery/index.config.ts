export default definePageConfig({ navigationBarTitleText: '寄送信息' })
