export default definePageConfig({ navigationBarTitleText: '家谱服务协议' })
