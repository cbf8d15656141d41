export default definePageConfig({ navigationBarTitleText: 'Y 树使用指南' })
