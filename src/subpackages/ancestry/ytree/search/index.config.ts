export default definePageConfig({ navigationBarTitleText: '搜索 Y 树' })
