export default definePageConfig({ navigationBarTitleText: 'SNP 检测白皮书' })
