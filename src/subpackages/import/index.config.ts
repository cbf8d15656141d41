export default definePageConfig({ navigationBarTitleText: '导入基因数据' })
