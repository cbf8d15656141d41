export default definePageConfig({ navigationBarTitleText: '客服工作台' })
