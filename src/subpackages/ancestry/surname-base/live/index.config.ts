export default definePageConfig({ navigationBarTitleText: '姓氏直播' })
