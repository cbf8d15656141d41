export default definePageConfig({ navigationBarTitleText: '寻根故事' })
