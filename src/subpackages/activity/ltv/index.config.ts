export default definePageConfig({ navigationBarTitleText: '专属权益' })
