export default definePageConfig({ navigationBarTitleText: '众筹回报' })
