export default definePageConfig({ navigationBarTitleText: '运动类型' })
