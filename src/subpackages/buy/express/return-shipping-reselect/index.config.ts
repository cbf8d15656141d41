export default definePageConfig({ navigationBarTitleText: '重新选择回寄方式' })
