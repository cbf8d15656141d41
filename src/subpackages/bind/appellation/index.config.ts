export default definePageConfig({ navigationBarTitleText: '选择称呼' })
