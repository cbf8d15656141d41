/** "Upload a photo" in the mini-program: the album or camera, WeChat's square cropper, then the upload (spec 5). */
import { View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { toast } from '../feedback'
import { avatarImageErrorMessage } from './imageError'
import { chooseAvatarPicture } from '@/platform/avatarImage'
import type { LocalFile as LocalImage } from '@/services/endpointCall'

export interface AvatarPhotoButtonProps {
  onPicked: (file: LocalImage) => Promise<void>
  disabled?: boolean
  className?: string
  children: ReactNode
}

export default function AvatarPhotoButton({ onPicked, disabled, className, children }: AvatarPhotoButtonProps) {
  const [busy, setBusy] = useState(false)

  async function choose() {
    if (disabled || busy) return
    setBusy(true)
    try {
      const file = await chooseAvatarPicture()
      if (file) await onPicked(file)
    } catch (err) {
      toast(avatarImageErrorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className={`${className ?? ''}${busy ? ' is-busy' : ''}`} ariaRole='button' onClick={() => void choose()}>
      {children}
    </View>
  )
}
