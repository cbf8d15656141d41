export default definePageConfig({ navigationBarTitleText: '隐私问答' })
