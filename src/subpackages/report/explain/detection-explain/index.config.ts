export default definePageConfig({ navigationBarTitleText: '检测说明' })
