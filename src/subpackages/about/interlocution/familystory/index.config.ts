export default definePageConfig({ navigationBarTitleText: '家族故事问答' })
