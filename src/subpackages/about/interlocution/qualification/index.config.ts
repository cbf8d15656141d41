export default definePageConfig({ navigationBarTitleText: '资质问答' })
