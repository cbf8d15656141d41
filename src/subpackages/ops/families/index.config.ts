export default definePageConfig({ navigationBarTitleText: '家族审核' })
