export default definePageConfig({ navigationBarTitleText: '导入 Y 染色体全序列数据' })
