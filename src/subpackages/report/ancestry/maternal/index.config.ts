export default definePageConfig({ navigationBarTitleText: '母系溯源' })
