export default definePageConfig({ navigationBarTitleText: 'Y 树更新记录' })
