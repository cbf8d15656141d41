export default definePageConfig({ navigationBarTitleText: '确认升级' })
