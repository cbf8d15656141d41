/**
 * `@tarojs/components` of the H5 build (config/index.ts aliases it here; the mini-program keeps
 * WeChat's components). Taro's web components (Stencil custom elements: a runtime of about
 * 150 KB in the app's first script, and every element hydrated before its text shows) are
 * replaced by plain React components that render the elements and classes those drew, so that
 * the pages' styles and the tests' selectors hold. What the site uses:
 * View, Text, Input, Textarea, Image, RichText; ScrollView, Picker and Button are Taro's React
 * ones; PullDownRefresh is what Taro's app entry imports (`config.PullDownRefresh`).
 * docs/client.md, "Stencil out of the site".
 */
export { default as View } from './View'
export { default as Text } from './Text'
export { Input, Textarea } from './fields'
export { default as Image } from './Image'
export { default as RichText } from './RichText'
export { default as ScrollView } from './ScrollView'
export { default as Picker } from './Picker'
export { default as Button } from '@tarojs/components-react/dist/components/button/index.js'
export { default as PullDownRefresh } from '@tarojs/components-react/dist/components/pull-down-refresh/index.js'
