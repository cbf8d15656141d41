export default definePageConfig({ navigationBarTitleText: '价格保护说明' })
