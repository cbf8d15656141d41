export default definePageConfig({ navigationBarTitleText: '东周古人' })
