export default definePageConfig({ navigationBarTitleText: '升级星级' })
