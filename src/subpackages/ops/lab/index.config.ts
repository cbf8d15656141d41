export default definePageConfig({ navigationBarTitleText: '实验室工作台' })
