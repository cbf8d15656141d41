/** The mini-program scans the kit's barcode with WeChat's camera (Taro.scanCode); cancelled → null. */
import Taro from '@tarojs/taro'

export const CAN_SCAN = true

export async function scanBarcode(): Promise<string | null> {
  try {
    const res = await Taro.scanCode({ onlyFromCamera: false, scanType: ['barCode', 'qrCode'] })
    return res.result || null
  } catch {
    return null
  }
}
