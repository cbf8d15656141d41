export default definePageConfig({ navigationBarTitleText: '确认绑定信息' })
