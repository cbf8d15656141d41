export default definePageConfig({ navigationBarTitleText: '赠送寻亲检测' })
