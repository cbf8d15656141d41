export default definePageConfig({ navigationBarTitleText: '样本回寄' })
