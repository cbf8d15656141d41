export default definePageConfig({ navigationBarTitleText: '基因故事' })
