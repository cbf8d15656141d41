export default definePageConfig({ navigationBarTitleText: '遗传咨询' })
