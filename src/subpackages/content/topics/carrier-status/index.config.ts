export default definePageConfig({ navigationBarTitleText: '携带者筛查专题' })
