export default definePageConfig({ navigationBarTitleText: '众筹' })
