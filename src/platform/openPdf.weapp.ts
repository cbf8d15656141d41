/**
 * Opens a PDF the server made (the electronic report) in the mini-program: Taro.downloadFile from
 * the API origin, then openDocument (WeChat's viewer, which can forward and save it).
 */
import Taro from '@tarojs/taro'
import { API_ORIGIN } from '@/config/env'

export async function openPdf(path: string): Promise<void> {
  const res = await Taro.downloadFile({ url: API_ORIGIN + path })
  if (res.statusCode !== 200) throw new Error(`download failed: ${res.statusCode}`)
  await Taro.openDocument({ filePath: res.tempFilePath, fileType: 'pdf', showMenu: true })
}
