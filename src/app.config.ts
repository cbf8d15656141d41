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
          color: '#5f6a75',
          selectedColor: '#0a7166',
          backgroundColor: '#ffffff',
          borderStyle: 'white',
          list: tabBarList()
        },
        lazyCodeLoading: 'requiredComponents'
      }
    : {
        // H5 behaves like a website: a new page replaces the old one at once, without the
        // mini-program slide (which also shortens the window of Taro's back-navigation race, see
        // ADR 0014 and patches/@tarojs+router+4.2.1.patch).
        animation: false
      }),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '基因寻根',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f4f6f7'
  }
})
