export default definePageConfig({ navigationBarTitleText: 'PayPal 支付结果' })
