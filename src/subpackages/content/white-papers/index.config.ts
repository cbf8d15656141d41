export default definePageConfig({ navigationBarTitleText: '白皮书' })
