/**
 * Generated from the route table (src/routes): never list pages here by hand.
 * Mini-program: main package (entry and tab pages), one subpackage per area, preload rules and
 * the tab bar. H5: one flat page list in resolution order (the router takes the first match).
 */
import { h5Pages, mainPages, preloadRule, subPackages, tabBarList } from './routes/generate'

const weapp = process.env.TARO_ENV === 'weapp'

export default defineAppConfig({
  pages: weapp ? mainPages() : h5Pages(),
  ...(weapp
    ? {
        subPackages: subPackages(),
        preloadRule: preloadRule(),
        tabBar: {
          color: '#66717d',
          selectedColor: '#0b7a6f',
          backgroundColor: '#ffffff',
          borderStyle: 'white',
          list: tabBarList()
        },
        lazyCodeLoading: 'requiredComponents'
      }
    : {}),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '基因寻根',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f4f6f7'
  }
})
