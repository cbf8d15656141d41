export default definePageConfig({ navigationBarTitleText: '使用指南' })
