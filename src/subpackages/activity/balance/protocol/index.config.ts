export default definePageConfig({ navigationBarTitleText: '余额服务协议' })
