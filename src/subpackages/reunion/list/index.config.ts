export default definePageConfig({ navigationBarTitleText: '我的寻亲' })
