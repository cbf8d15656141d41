export default definePageConfig({ navigationBarTitleText: 'JSBridge 调试' })
