export default definePageConfig({ navigationBarTitleText: '腰椎间盘突出' })
