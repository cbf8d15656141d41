/**
 * A picture for a chat message in the mini-program: WeChat's album or camera, compressed; the
 * server shrinks it to at most 250x250 (upload type community_chat). Null when cancelled.
 */
import Taro from '@tarojs/taro'
import type { LocalFile } from '@/services/endpointCall'
import { privacyRefusal } from './privacy'

export async function chooseChatImage(): Promise<LocalFile | null> {
  let path: string | undefined
  try {
    const res = await Taro.chooseMedia({ count: 1, mediaType: ['image'], sourceType: ['album', 'camera'], sizeType: ['compressed'] })
    path = res.tempFiles[0]?.tempFilePath
  } catch (err) {
    const refused = privacyRefusal(err)
    if (refused) throw new Error(refused)
    if (/cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))) return null
    throw new Error('无法打开相册，请在设置中允许访问相册后重试')
  }
  if (!path) return null
  if (!/\.(png|jpe?g)$/i.test(path)) throw new Error('请选择 png、jpg 或 jpeg 格式的图片')
  return { filePath: path, fileName: 'chat.jpg' }
}
