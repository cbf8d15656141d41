export default definePageConfig({ navigationBarTitleText: '基因俱乐部' })
