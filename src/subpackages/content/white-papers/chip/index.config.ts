export default definePageConfig({ navigationBarTitleText: '基因芯片检测白皮书' })
