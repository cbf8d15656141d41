/** spec 5/6: share info from the share_barcode and share_token query. */
import { isShareMode, shareInfoFromQuery } from '../share'

describe('share info', () => {
  it('comes from share_barcode and share_token', () => {
    expect(shareInfoFromQuery({ share_barcode: 'GX123', share_token: 'tk' })).toEqual({ shareBarcode: 'GX123', shareToken: 'tk' })
  })
  it('is used only when the barcode is present and not the text undefined or null', () => {
    expect(shareInfoFromQuery({ share_token: 'tk' })).toBeNull()
    expect(shareInfoFromQuery({ share_barcode: 'undefined', share_token: 'tk' })).toBeNull()
    expect(shareInfoFromQuery({ share_barcode: 'null' })).toBeNull()
    expect(shareInfoFromQuery({ share_barcode: '  ' })).toBeNull()
  })
  it('share mode is on while share info is held', () => {
    expect(isShareMode({ share: null })).toBe(false)
    expect(isShareMode({ share: { shareBarcode: 'GX1', shareToken: '' } })).toBe(true)
  })
})
