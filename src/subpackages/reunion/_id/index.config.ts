export default definePageConfig({ navigationBarTitleText: '寻亲详情' })
