export default definePageConfig({ navigationBarTitleText: '同宗族人' })
