export default definePageConfig({ navigationBarTitleText: 'Y 树分支' })
