export default definePageConfig({ navigationBarTitleText: '优惠券使用规则' })
