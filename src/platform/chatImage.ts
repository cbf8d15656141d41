/**
 * A picture for a chat message in the browser (spec 5: png, jpg or jpeg, shrunk to at most
 * 250x250, quality 0.8) as a local blob: URL the upload call sends; null when cancelled.
 * (chatImage.weapp.ts: WeChat's album or camera.)
 */
import { CHAT_IMAGE_MAX_SIZE } from '@xungen/contracts'
import type { LocalFile } from '@/services/endpointCall'
import { decodeImage, pickImageFile, renderFittedImage } from './avatarCanvas'

export async function chooseChatImage(): Promise<LocalFile | null> {
  const file = await pickImageFile()
  if (!file) return null
  return renderFittedImage(await decodeImage(file), CHAT_IMAGE_MAX_SIZE, 0.8)
}
