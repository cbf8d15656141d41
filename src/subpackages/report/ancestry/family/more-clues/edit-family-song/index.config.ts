export default definePageConfig({ navigationBarTitleText: '编辑字辈诗' })
