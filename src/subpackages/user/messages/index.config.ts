export default definePageConfig({ navigationBarTitleText: '私信' })
