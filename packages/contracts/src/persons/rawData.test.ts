import { RAW_DATA_LINK_SECONDS, chinaDateCompact, rawDataFileName } from '.'
import { ACCOUNT_PHONE_VERIFY_TYPES, SMS_VERIFY_TYPES } from '../account/api'

describe('raw-data download (issue 20 item 1)', () => {
  it('the file is named by the product and the barcode, on the China-time day of the download, never by the lab’s upload name', () => {
    // 2026-11-28 17:30 UTC is already the 29th in China
    const at = Date.UTC(2026, 10, 28, 17, 30)
    expect(chinaDateCompact(at)).toBe('20261129')
    expect(rawDataFileName('XG1510510108', at, 'LAB-UPLOAD-batch7.csv')).toBe('基因寻根_XG1510510108_20261129.txt')
    expect(rawDataFileName('XG1510510108', at)).toBe('基因寻根_XG1510510108_20261129.txt')
  })

  it('a compressed upload keeps its container in the name', () => {
    const at = Date.UTC(2026, 0, 2)
    expect(rawDataFileName('IM0000000001', at, 'genome_v5.ZIP')).toBe('基因寻根_IM0000000001_20260102.zip')
    expect(rawDataFileName('IM0000000001', at, 'chip.txt.gz')).toBe('基因寻根_IM0000000001_20260102.txt.gz')
  })

  it('nothing of a barcode but letters and digits reaches the name', () => {
    expect(rawDataFileName('XG../1"2', 0)).toBe('基因寻根_XG12_19700101.txt')
  })

  it('the code goes to the account’s own phone, and the link is short-lived', () => {
    expect(ACCOUNT_PHONE_VERIFY_TYPES).toContain(SMS_VERIFY_TYPES.RAW_DATA_DOWNLOAD)
    expect(RAW_DATA_LINK_SECONDS).toBeLessThanOrEqual(300)
  })
})
