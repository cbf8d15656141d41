export default definePageConfig({ navigationBarTitleText: '营养需求专题' })
