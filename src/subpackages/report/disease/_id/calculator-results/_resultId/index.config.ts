export default definePageConfig({ navigationBarTitleText: '计算结果详情' })
