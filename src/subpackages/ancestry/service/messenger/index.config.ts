export default definePageConfig({ navigationBarTitleText: '寻根信使' })
