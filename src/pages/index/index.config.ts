export default definePageConfig({ navigationBarTitleText: '基因寻根' })
