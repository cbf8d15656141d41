export default definePageConfig({ navigationBarTitleText: '运动场景' })
