import Taro from '@tarojs/taro'

export const SITE_NAME = '基因寻根'

export function documentTitleOf(title: string): string {
  return title
}

/** The navigation bar already shows the page config's title; pages with a dynamic title call this. */
export function setPageTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
}
