export default definePageConfig({ navigationBarTitleText: '领取寻亲检测' })
