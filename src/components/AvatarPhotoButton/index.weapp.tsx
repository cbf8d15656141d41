/** "Upload a photo" in the mini-program: the album or camera, WeChat's square cropper, then the upload (spec 5). */
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { toast } from '../feedback'
import { avatarImageErrorMessage } from './imageError'
import { useSubmit } from '@/hooks/useSubmit'
import { chooseAvatarPicture } from '@/platform/avatarImage'
import type { LocalFile as LocalImage } from '@/services/endpointCall'

export interface AvatarPhotoButtonProps {
  onPicked: (file: LocalImage) => Promise<void>
  disabled?: boolean
  className?: string
  children: ReactNode
}

export default function AvatarPhotoButton({ onPicked, disabled, className, children }: AvatarPhotoButtonProps) {
  // choosing and sending the picture: one at a time
  const choosing = useSubmit(async () => {
    const file = await chooseAvatarPicture()
    if (file) await onPicked(file)
  }, { onError: err => toast(avatarImageErrorMessage(err)) })
  const busy = choosing.busy

  function choose() {
    if (!disabled) void choosing.run()
  }

  return (
    <View className={`${className ?? ''}${busy ? ' is-busy' : ''}`} ariaRole='button' onClick={choose}>
      {children}
    </View>
  )
}
