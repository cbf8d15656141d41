export default definePageConfig({ navigationBarTitleText: '页面未找到' })
