export default definePageConfig({ navigationBarTitleText: 'PayPal 支付成功' })
