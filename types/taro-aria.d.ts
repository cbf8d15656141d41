// a module file, so that the declaration below adds to Taro's types instead of replacing them
export {}

// WeChat's accessibility attributes (aria-role, aria-label, aria-hidden, aria-checked, aria-selected:
// https://developers.weixin.qq.com/miniprogram/dev/component/aria-component.html) on every Taro
// component; the H5 build writes them as role / aria-* (babel-plugin-transform-taroapi).
declare module '@tarojs/components/types/common' {
  interface StandardProps {
    ariaRole?: string
    ariaLabel?: string
    ariaHidden?: boolean
    ariaChecked?: boolean
    ariaSelected?: boolean
    ariaDisabled?: boolean
  }
}
