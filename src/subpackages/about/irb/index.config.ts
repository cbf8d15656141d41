export default definePageConfig({ navigationBarTitleText: '伦理审查委员会' })
