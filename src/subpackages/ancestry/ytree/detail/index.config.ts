export default definePageConfig({ navigationBarTitleText: 'Y 树节点详情' })
