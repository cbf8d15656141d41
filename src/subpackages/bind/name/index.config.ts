export default definePageConfig({ navigationBarTitleText: '填写姓名' })
