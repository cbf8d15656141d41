export default definePageConfig({ navigationBarTitleText: '在线寻亲授权协议' })
