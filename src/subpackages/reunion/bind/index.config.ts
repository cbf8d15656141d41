export default definePageConfig({ navigationBarTitleText: '绑定寻亲样本' })
