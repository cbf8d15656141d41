export default definePageConfig({ navigationBarTitleText: '下载寻根 App' })
