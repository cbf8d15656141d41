export default definePageConfig({ navigationBarTitleText: '寻亲服务协议' })
