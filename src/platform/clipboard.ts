/** Copying a link (wx.setClipboardData is privacy-scoped in the mini-program: platform/privacy.ts). */
import Taro from '@tarojs/taro'
import { MESSAGES } from '@xungen/contracts'
import { failureMessage } from './privacy'

/** Copies text; resolves with whether it was copied and the message to show (never 已复制 on a failure). */
export async function copyText(data: string, copied: string): Promise<{ ok: boolean; message: string }> {
  try {
    await Taro.setClipboardData({ data })
    return { ok: true, message: copied }
  } catch (err) {
    return { ok: false, message: failureMessage(err, MESSAGES.miniProgram.clipboardFailed) }
  }
}
