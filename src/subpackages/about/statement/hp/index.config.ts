export default definePageConfig({ navigationBarTitleText: '幽门螺杆菌检测声明' })
