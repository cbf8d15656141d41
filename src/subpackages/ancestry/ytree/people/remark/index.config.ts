export default definePageConfig({ navigationBarTitleText: '备注' })
