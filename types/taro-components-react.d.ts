// Single components of Taro's React components (@tarojs/components-react ships types for its
// package entry only), imported one by one by src/platform/webComponents so that a page gets
// only the ones it uses.
declare module '@tarojs/components-react/dist/components/picker/index.js' {
  export { Picker as default } from '@tarojs/components'
}
declare module '@tarojs/components-react/dist/components/scroll-view/index.js' {
  export { ScrollView as default } from '@tarojs/components'
}
declare module '@tarojs/components-react/dist/components/button/index.js' {
  export { Button as default } from '@tarojs/components'
}
declare module '@tarojs/components-react/dist/components/pull-down-refresh/index.js' {
  import type { ComponentType } from 'react'
  const PullDownRefresh: ComponentType<Record<string, unknown>>
  export default PullDownRefresh
}
