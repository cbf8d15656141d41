/**
 * Avatar pictures in the browser (spec 5): pick a png/jpg/jpeg file, decode it, and draw the
 * 240x240 result, cropped (the desktop dialog) or only shrunk (mobile), as a local blob: URL the
 * upload call sends. The mini-program variant is avatarImage.weapp.ts.
 */
import type { LocalFile as LocalImage } from '@/services/endpointCall'
import { decodeImage, pickImageFile, renderFittedAvatar } from './avatarCanvas'

export { AvatarImageError } from './avatarCanvas'

/** Frees a blob: URL once its upload is done. */
export function releaseLocalImage(image: LocalImage): void {
  if (image.filePath.startsWith('blob:')) URL.revokeObjectURL(image.filePath)
}

/** spec 5 on mobile: choose a picture and save it directly, shrunk to at most 240x240 (null: cancelled). */
export async function chooseAvatarPicture(): Promise<LocalImage | null> {
  const file = await pickImageFile()
  if (!file) return null
  return renderFittedAvatar(await decodeImage(file))
}
