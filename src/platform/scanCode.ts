/**
 * Scanning a kit's barcode (spec 2.12 barcode step). The website has no scanner: the barcode is
 * typed (scanCode.weapp.ts scans with WeChat's camera).
 */
export const CAN_SCAN = false

export async function scanBarcode(): Promise<string | null> {
  return null
}
