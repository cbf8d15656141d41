/**
 * The mini-program cannot save a raw-data text file for the person to use elsewhere: the link is
 * copied, to be opened in a browser while it is valid.
 */
import Taro from '@tarojs/taro'

export async function downloadFromLink(url: string, _fileName: string): Promise<'started' | 'copied'> {
  await Taro.setClipboardData({ data: url })
  return 'copied'
}
