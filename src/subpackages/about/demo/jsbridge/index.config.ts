export default definePageConfig({ navigationBarTitleText: '应用桥接调试' })
