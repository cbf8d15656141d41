export default definePageConfig({ navigationBarTitleText: '皮肤特征专题' })
