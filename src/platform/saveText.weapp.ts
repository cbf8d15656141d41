/**
 * A text file the page made (a GEDCOM export) in the mini-program: written into the user folder
 * and sent to a WeChat chat (shareFileMessage, e.g. 文件传输助手, to reach it on a computer).
 * A failure is told back, never a copy that was not made.
 */
import Taro from '@tarojs/taro'
import type { SaveOutcome } from './saveText'

export type { SaveOutcome }

export async function saveTextFile(fileName: string, content: string): Promise<SaveOutcome> {
  const name = fileName.replace(/[^\w.\-\u4e00-\u9fa5]+/g, '_').replace(/^\.+/, '') || 'family-tree.ged'
  const filePath = `${Taro.env.USER_DATA_PATH}/${name}`
  try {
    Taro.getFileSystemManager().writeFileSync(filePath, content, 'utf8')
    await (Taro as unknown as { shareFileMessage(o: { filePath: string; fileName: string }): Promise<unknown> }).shareFileMessage({ filePath, fileName: name })
    return { kind: 'shared' }
  } catch {
    return { kind: 'failed' }
  }
}
