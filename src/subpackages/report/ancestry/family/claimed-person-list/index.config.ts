export default definePageConfig({ navigationBarTitleText: '已认领人员' })
