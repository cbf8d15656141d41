export default definePageConfig({ navigationBarTitleText: '全部单倍群' })
