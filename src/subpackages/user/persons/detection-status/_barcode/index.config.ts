export default definePageConfig({ navigationBarTitleText: '检测进度' })
