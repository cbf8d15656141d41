export default definePageConfig({ navigationBarTitleText: '分享的页面' })
