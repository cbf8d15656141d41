import { Image, Text, View } from '@tarojs/components'
import { LOGO_MARK } from './mark'
import './index.scss'

export interface LogoProps {
  /** light wordmark for dark or photographic backgrounds */
  inverse?: boolean
  size?: 'm' | 'l'
}

/** Mark plus the wordmark 基因寻根. */
export default function Logo({ inverse, size = 'm' }: LogoProps) {
  return (
    <View className={`xg-logo xg-logo--${size}${inverse ? ' xg-logo--inverse' : ''}`}>
      {/* the mark is decoration: the wordmark beside it is the name screen readers read */}
      <Image className='xg-logo__mark' src={LOGO_MARK} mode='aspectFit' ariaHidden nativeProps={{ alt: '' }} />
      <Text className='xg-logo__word'>基因寻根</Text>
    </View>
  )
}
