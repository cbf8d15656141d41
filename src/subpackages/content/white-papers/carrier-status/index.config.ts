export default definePageConfig({ navigationBarTitleText: '遗传病携带白皮书' })
