export default definePageConfig({ navigationBarTitleText: '结直肠癌早筛结果' })
