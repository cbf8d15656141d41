/**
 * Avatar pictures in the mini-program (spec 5): the album or the camera, cropped square by
 * WeChat's own cropper where the base library has it (wx.cropImage, 2.26+), then uploaded as a
 * temporary file; the server shrinks it to 240x240. There is no canvas dialog here.
 */
import Taro from '@tarojs/taro'
import type { LocalFile as LocalImage } from '@/services/endpointCall'
import { privacyRefusal } from './privacy'

export class AvatarImageError extends Error {}

function cancelled(err: unknown): boolean {
  return /cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))
}

/** Resolves with the picture to upload, or null when the person cancels. */
export async function chooseAvatarPicture(): Promise<LocalImage | null> {
  let path: string
  try {
    const res = await Taro.chooseMedia({ count: 1, mediaType: ['image'], sourceType: ['album', 'camera'], sizeType: ['compressed'] })
    path = res.tempFiles[0]?.tempFilePath
  } catch (err) {
    // the album and the camera are privacy-scoped (platform/privacy.ts)
    const refused = privacyRefusal(err)
    if (refused) throw new AvatarImageError(refused)
    if (cancelled(err)) return null
    throw new AvatarImageError('无法打开相册，请在设置中允许访问相册后重试')
  }
  if (!path) return null
  if (!/\.(png|jpe?g)$/i.test(path)) throw new AvatarImageError('请选择 png、jpg 或 jpeg 格式的图片')
  if (Taro.canIUse('cropImage')) {
    try {
      const cropped = await Taro.cropImage({ src: path, cropScale: '1:1' })
      path = cropped.tempFilePath
    } catch (err) {
      if (cancelled(err)) return null
      // an older client without a working cropper: upload the whole picture
    }
  }
  return { filePath: path, fileName: 'avatar.jpg' }
}

export function releaseLocalImage(_image: LocalImage): void {
  // temporary files are the platform's to clean up
}
