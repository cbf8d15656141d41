export default definePageConfig({ navigationBarTitleText: '更多线索' })
