export default definePageConfig({ navigationBarTitleText: '检测流程' })
