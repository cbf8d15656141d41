export default definePageConfig({ navigationBarTitleText: '药物基因组学白皮书' })
