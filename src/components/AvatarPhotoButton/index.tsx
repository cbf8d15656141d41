/**
 * "Upload a photo" for an avatar in the browser (spec 5): on a desktop the crop dialog opens
 * (「调整照片大小」), on a phone the picture is saved directly, shrunk to at most 240x240.
 * The mini-program variant is index.weapp.tsx.
 */
import { View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import AvatarCropDialog from '../AvatarCropDialog'
import { toast } from '../feedback'
import { useSubmit } from '@/hooks/useSubmit'
import { avatarImageErrorMessage } from './imageError'
import { currentDevice } from '@/platform/device'
import { decodeImage, pickImageFile, renderCroppedAvatar, renderFittedAvatar } from '@/platform/avatarCanvas'
import { releaseLocalImage } from '@/platform/avatarImage'
import type { LocalFile as LocalImage } from '@/services/endpointCall'

export interface AvatarPhotoButtonProps {
  /** uploads the prepared picture; the button waits for it */
  onPicked: (file: LocalImage) => Promise<void>
  disabled?: boolean
  className?: string
  children: ReactNode
}

function imageError(err: unknown): void {
  toast(avatarImageErrorMessage(err))
}

export default function AvatarPhotoButton({ onPicked, disabled, className, children }: AvatarPhotoButtonProps) {
  const [cropping, setCropping] = useState<HTMLImageElement | null>(null)
  // the picture being prepared and sent: one at a time (picking the file is not, a dialog may never answer)
  const sending = useSubmit(async (prepare: () => Promise<LocalImage>) => {
    const file = await prepare()
    setCropping(null)
    try {
      await onPicked(file)
    } finally {
      releaseLocalImage(file)
    }
  }, { onError: imageError })
  const busy = sending.busy

  async function choose() {
    if (disabled || busy) return
    try {
      const file = await pickImageFile()
      if (!file) return
      const image = await decodeImage(file)
      if (currentDevice().kind === 'pc') {
        setCropping(image)
        return
      }
      await sending.run(() => renderFittedAvatar(image))
    } catch (err) {
      imageError(err)
    }
  }

  function save(crop: { zoom: number; offset: { x: number; y: number } }) {
    const image = cropping
    if (image) void sending.run(() => renderCroppedAvatar(image, crop.zoom, crop.offset))
  }

  return (
    <>
      <View className={`${className ?? ''}${busy ? ' is-busy' : ''}`} ariaRole='button' onClick={() => void choose()}>
        {children}
      </View>
      <AvatarCropDialog image={cropping} saving={busy} onCancel={() => setCropping(null)} onSave={save} />
    </>
  )
}
