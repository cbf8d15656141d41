export default definePageConfig({ navigationBarTitleText: '基因起源隐私设置' })
