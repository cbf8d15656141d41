export default definePageConfig({ navigationBarTitleText: '评论详情' })
