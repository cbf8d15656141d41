export default definePageConfig({ navigationBarTitleText: 'AMH 卵巢功能' })
