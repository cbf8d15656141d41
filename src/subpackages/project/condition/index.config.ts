export default definePageConfig({ navigationBarTitleText: '立项条件' })
