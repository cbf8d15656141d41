export default definePageConfig({ navigationBarTitleText: '退出登录' })
