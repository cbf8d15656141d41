export default definePageConfig({ navigationBarTitleText: '填写寻根资料' })
