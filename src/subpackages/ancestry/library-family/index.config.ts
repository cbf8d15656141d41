export default definePageConfig({ navigationBarTitleText: '家族库' })
