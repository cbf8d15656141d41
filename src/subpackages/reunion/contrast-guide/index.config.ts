export default definePageConfig({ navigationBarTitleText: '比对指南' })
