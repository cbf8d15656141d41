export default definePageConfig({ navigationBarTitleText: '渠道专享购买' })
