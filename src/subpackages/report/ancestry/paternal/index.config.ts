export default definePageConfig({ navigationBarTitleText: '父系溯源' })
