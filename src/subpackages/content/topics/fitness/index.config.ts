export default definePageConfig({ navigationBarTitleText: '运动健身专题' })
