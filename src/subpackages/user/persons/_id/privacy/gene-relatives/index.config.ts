export default definePageConfig({ navigationBarTitleText: '基因亲人隐私设置' })
