export default definePageConfig({ navigationBarTitleText: '确认寻亲信息' })
