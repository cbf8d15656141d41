export default definePageConfig({ navigationBarTitleText: '地中海贫血' })
