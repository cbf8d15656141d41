export default definePageConfig({ navigationBarTitleText: '话题' })
