export default definePageConfig({ navigationBarTitleText: '客服服务说明' })
