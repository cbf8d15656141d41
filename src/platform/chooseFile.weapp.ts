/** The mini-program picks the raw-data file from a WeChat chat (chooseMessageFile); cancelled → null. */
import Taro from '@tarojs/taro'
import { tellPrivacyRefusal } from './privacy'
import type { ChosenFile } from './chooseFile'

export type { ChosenFile }

export async function chooseRawFile(extensions: readonly string[]): Promise<ChosenFile | null> {
  try {
    const res = await Taro.chooseMessageFile({ count: 1, type: 'file', extension: [...extensions] })
    const f = res.tempFiles[0]
    return f ? { path: f.path, name: f.name, size: f.size } : null
  } catch (err) {
    // files from chats are privacy-scoped: a refusal is said, not taken for a cancelled choice
    tellPrivacyRefusal(err, o => Taro.showToast(o))
    return null
  }
}
