export default definePageConfig({ navigationBarTitleText: '基因起源服务协议' })
