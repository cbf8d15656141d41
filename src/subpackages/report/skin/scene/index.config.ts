export default definePageConfig({ navigationBarTitleText: '护肤场景' })
