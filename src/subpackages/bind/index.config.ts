export default definePageConfig({ navigationBarTitleText: '绑定采样器' })
