export default definePageConfig({ navigationBarTitleText: 'Popopet 服务协议' })
