export default definePageConfig({ navigationBarTitleText: '寻根 App' })
