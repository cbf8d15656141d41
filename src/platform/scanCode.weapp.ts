/** The mini-program scans the kit's barcode with WeChat's camera (Taro.scanCode); cancelled → null. */
import Taro from '@tarojs/taro'
import { tellPrivacyRefusal } from './privacy'

export const CAN_SCAN = true

export async function scanBarcode(): Promise<string | null> {
  try {
    const res = await Taro.scanCode({ onlyFromCamera: false, scanType: ['barCode', 'qrCode'] })
    return res.result || null
  } catch (err) {
    // the camera is privacy-scoped: a refusal is said, not taken for a cancelled scan
    tellPrivacyRefusal(err, o => Taro.showToast(o))
    return null
  }
}
