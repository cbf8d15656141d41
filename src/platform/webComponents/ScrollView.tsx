/** Taro's ScrollView on the website: Taro's React one (@tarojs/components-react), its styles in base.css. */
import ScrollView from '@tarojs/components-react/dist/components/scroll-view/index.js'

export default ScrollView
