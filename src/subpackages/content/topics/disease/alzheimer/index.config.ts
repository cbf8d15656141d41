export default definePageConfig({ navigationBarTitleText: '阿尔茨海默病' })
