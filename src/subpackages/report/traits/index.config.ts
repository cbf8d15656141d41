export default definePageConfig({ navigationBarTitleText: '遗传特征' })
