export default definePageConfig({ navigationBarTitleText: '营养需求详情' })
