export default definePageConfig({ navigationBarTitleText: '加急服务' })
