/**
 * An avatar of spec 3.1: an image, or a colour gradient (type color, startColor, endColor) with
 * the first character of the name on it.
 */
import { Image, Text, View } from '@tarojs/components'
import { displayName, isGradientAvatar, type Avatar as AvatarValue } from '@xungen/contracts'
import './index.scss'

export interface AvatarProps {
  avatar: AvatarValue | null | undefined
  name?: string | null
  /** px; spec 9: the preview is 90 */
  size?: number
  className?: string
}

/** The character shown on a gradient: the first letter of the name as the display-name helper shows it. */
export function avatarInitial(name: string | null | undefined): string {
  const first = Array.from(displayName(name).trim())[0]
  return first ? first.toUpperCase() : ''
}

export default function Avatar({ avatar, name, size = 40, className }: AvatarProps) {
  const box = { width: `${size}px`, height: `${size}px`, borderRadius: `${size / 2}px` }
  const cls = `xg-avatar${className ? ' ' + className : ''}`
  if (typeof avatar === 'string' && avatar) {
    return (
      <View className={cls} style={box}>
        {/* H5: the picture says whose it is (without a name it is decoration beside one) */}
        <Image className='xg-avatar__image' src={avatar} mode='aspectFill' style={box} nativeProps={{ alt: name ? `${displayName(name)}的头像` : '' }} ariaRole={name ? 'img' : undefined} ariaLabel={name ? `${displayName(name)}的头像` : undefined} ariaHidden={name ? undefined : true} />
      </View>
    )
  }
  const gradient = isGradientAvatar(avatar) ? avatar : { startColor: '#5f6a75', endColor: '#3f4a55' }
  return (
    <View className={`${cls} xg-avatar--color`} style={{ ...box, backgroundImage: `linear-gradient(135deg, ${gradient.startColor}, ${gradient.endColor})` }}>
      <Text className='xg-avatar__initial' style={{ fontSize: `${Math.round(size * 0.42)}px` }}>
        {avatarInitial(name)}
      </Text>
    </View>
  )
}
