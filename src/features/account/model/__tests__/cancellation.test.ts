import { allBarcodesConfirmed, coolingOffLeft } from '../cancellation'

const DAY = 86_400_000

describe('the cooling-off period shown on /user/cancellation', () => {
  it('counts whole days left', () => {
    expect(coolingOffLeft(15 * DAY, 0)).toBe('还剩 15 天')
    expect(coolingOffLeft(15 * DAY, 1)).toBe('还剩 14 天')
  })

  it('says less than a day on the last day, and due once the deadline passed', () => {
    expect(coolingOffLeft(DAY - 1, 0)).toBe('不足 1 天')
    expect(coolingOffLeft(5, 5)).toBe('即将注销')
  })
})

describe('the barcodes of the application', () => {
  it('every barcode of the account must be ticked', () => {
    expect(allBarcodesConfirmed(['A1', 'B2'], new Set(['A1']))).toBe(false)
    expect(allBarcodesConfirmed(['A1', 'B2'], new Set(['B2', 'A1']))).toBe(true)
  })

  it('an account without barcodes sends an empty list', () => {
    expect(allBarcodesConfirmed([], new Set())).toBe(true)
  })
})
