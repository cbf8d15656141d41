export default definePageConfig({ navigationBarTitleText: '合作实验室' })
