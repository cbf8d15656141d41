export default definePageConfig({ navigationBarTitleText: '财务工作台' })
