export default definePageConfig({ navigationBarTitleText: '确认采样' })
