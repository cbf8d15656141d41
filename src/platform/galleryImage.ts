/**
 * A photo or a document scan for the family tree's gallery, in the browser: the file dialog
 * (png, jpg, jpeg), sent as it is (the server turns it upright, fits it into 800×800 and drops
 * its metadata); null when cancelled. (galleryImage.weapp.ts: WeChat's album or camera.)
 */
import { GALLERY_MESSAGES, GALLERY_UPLOAD_MAX_BYTES } from '@xungen/contracts'
import type { LocalFile } from '@/services/endpointCall'
import { pickImageFile } from './avatarCanvas'

export async function chooseGalleryImage(): Promise<LocalFile | null> {
  const file = await pickImageFile()
  if (!file) return null
  if (!/^image\/(png|jpeg)$/.test(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) throw new Error(GALLERY_MESSAGES.type)
  if (file.size > GALLERY_UPLOAD_MAX_BYTES) throw new Error(GALLERY_MESSAGES.tooLarge)
  return { filePath: URL.createObjectURL(file), fileName: /\.png$/i.test(file.name) ? 'photo.png' : 'photo.jpg' }
}
