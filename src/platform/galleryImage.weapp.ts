/**
 * A photo or a document scan for the family tree's gallery in the mini-program: WeChat's album or
 * camera, the original picture (the server fits it into 800×800 and drops its metadata); null
 * when cancelled.
 */
import Taro from '@tarojs/taro'
import { GALLERY_MESSAGES, GALLERY_UPLOAD_MAX_BYTES } from '@xungen/contracts'
import type { LocalFile } from '@/services/endpointCall'
import { privacyRefusal } from './privacy'

export async function chooseGalleryImage(): Promise<LocalFile | null> {
  let file: { tempFilePath: string; size: number } | undefined
  try {
    const res = await Taro.chooseMedia({ count: 1, mediaType: ['image'], sourceType: ['album', 'camera'], sizeType: ['original', 'compressed'] })
    file = res.tempFiles[0]
  } catch (err) {
    const refused = privacyRefusal(err)
    if (refused) throw new Error(refused)
    if (/cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))) return null
    throw new Error('无法打开相册，请在设置中允许访问相册后重试')
  }
  if (!file?.tempFilePath) return null
  if (!/\.(png|jpe?g)$/i.test(file.tempFilePath)) throw new Error(GALLERY_MESSAGES.type)
  if (file.size > GALLERY_UPLOAD_MAX_BYTES) throw new Error(GALLERY_MESSAGES.tooLarge)
  return { filePath: file.tempFilePath, fileName: /\.png$/i.test(file.tempFilePath) ? 'photo.png' : 'photo.jpg' }
}
