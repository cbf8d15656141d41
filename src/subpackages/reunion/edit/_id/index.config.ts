export default definePageConfig({ navigationBarTitleText: '填写寻亲信息' })
