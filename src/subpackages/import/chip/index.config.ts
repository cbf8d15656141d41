export default definePageConfig({ navigationBarTitleText: '导入芯片数据' })
