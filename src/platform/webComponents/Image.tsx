/**
 * Taro's Image on the website: an <img> in a box that the page sizes (320×240 unless styled, as
 * WeChat's image), placed in it by `mode`. `nativeProps` (alt) go to the <img>; `lazyLoad` is the
 * browser's own lazy loading; onLoad gets Taro's `detail: { width, height }`.
 */
import { forwardRef, useState, type SyntheticEvent } from 'react'
import { cls, domProps, type BaseProps } from './common'

export interface ImageProps extends BaseProps {
  src?: string
  mode?: string
  lazyLoad?: boolean
  nativeProps?: Record<string, unknown>
  onLoad?: (e: { type: 'load'; detail: { width: number; height: number }; target: EventTarget; currentTarget: EventTarget }) => void
  onError?: (e: { type: 'error'; detail: { errMsg: string }; target: EventTarget; currentTarget: EventTarget }) => void
}

const TARO_ONLY = ['src', 'mode', 'lazyLoad', 'nativeProps', 'onLoad', 'onError', 'showMenuByLongpress', 'webp', 'fadeIn'] as const

const Image = forwardRef<HTMLDivElement, ImageProps>(function Image(props, ref) {
  const { src, lazyLoad, nativeProps, onLoad, onError } = props
  const mode = props.mode || 'scaleToFill'
  // aspectFill covers the box along the image's longer side
  const [wide, setWide] = useState(true)
  const rest = domProps(props, TARO_ONLY)
  rest.className = cls('taro-image-core', mode === 'widthFix' && 'taro-img__widthfix', props.className)
  const loaded = (e: SyntheticEvent<HTMLImageElement>) => {
    const img = e.currentTarget
    setWide(img.naturalWidth > img.naturalHeight)
    onLoad?.({ type: 'load', detail: { width: img.width, height: img.height }, target: img, currentTarget: img })
  }
  const failed = (e: SyntheticEvent<HTMLImageElement>) => {
    onError?.({ type: 'error', detail: { errMsg: 'image load fail' }, target: e.currentTarget, currentTarget: e.currentTarget })
  }
  const imgClass = cls(`taro-img__mode-${mode.toLowerCase().replace(/\s/g, '')}`, mode === 'aspectFill' && `taro-img__mode-aspectfill--${wide ? 'width' : 'height'}`)
  return (
    <div ref={ref} {...rest}>
      {src ? <img className={imgClass} src={src} loading={lazyLoad ? 'lazy' : undefined} onLoad={loaded} onError={failed} {...(nativeProps ?? {})} /> : null}
    </div>
  )
})

export default Image
