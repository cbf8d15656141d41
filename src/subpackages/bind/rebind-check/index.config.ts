export default definePageConfig({ navigationBarTitleText: '确认重新绑定' })
