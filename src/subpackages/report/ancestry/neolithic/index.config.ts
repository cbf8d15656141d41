export default definePageConfig({ navigationBarTitleText: '新石器时代古人对比' })
