export default definePageConfig({ navigationBarTitleText: '民族成分详情' })
