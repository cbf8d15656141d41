export default definePageConfig({ navigationBarTitleText: '寻根登记' })
