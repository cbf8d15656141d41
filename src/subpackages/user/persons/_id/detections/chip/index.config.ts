export default definePageConfig({ navigationBarTitleText: '芯片检测' })
