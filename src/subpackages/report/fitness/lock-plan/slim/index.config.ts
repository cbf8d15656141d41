export default definePageConfig({ navigationBarTitleText: '减脂计划' })
