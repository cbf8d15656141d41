import { ORDER_EVENTS, ORDER_STATES, ORDER_TRANSITIONS, canHideOrder, nextOrderState, type OrderEvent, type OrderState } from './orderStates'
import { couponDiscount, fullReduction, packageFor, parseYuan, pickPackages, priceOrder, yuanText } from '.'

describe('order state machine: every (state, event) pair', () => {
  const allowed: Array<[OrderState, OrderEvent, OrderState]> = [
    ['PENDING_PAYMENT', 'pay', 'PAID'],
    ['PENDING_PAYMENT', 'cancel', 'CANCELLED'],
    ['PENDING_PAYMENT', 'expire', 'CANCELLED'],
    ['PAID', 'ship', 'SHIPPED'],
    ['PAID', 'fulfil', 'COMPLETED'],
    ['PAID', 'refund', 'REFUNDING'],
    ['SHIPPED', 'deliver', 'DELIVERED'],
    ['SHIPPED', 'refund', 'REFUNDING'],
    ['DELIVERED', 'complete', 'COMPLETED'],
    ['DELIVERED', 'refund', 'REFUNDING'],
    ['REFUNDING', 'refunded', 'REFUNDED']
  ]
  const pairs = ORDER_STATES.flatMap(s => ORDER_EVENTS.map(e => [s, e] as const))

  it.each(pairs)('%s + %s', (state, event) => {
    const expected = allowed.find(([s, e]) => s === state && e === event)?.[2] ?? null
    expect(nextOrderState(state, event)).toBe(expected)
  })

  it('terminal states accept nothing; every state is reachable from PENDING_PAYMENT', () => {
    for (const s of ['COMPLETED', 'CANCELLED', 'REFUNDED'] as const) expect(ORDER_TRANSITIONS[s]).toEqual({})
    const seen = new Set<OrderState>(['PENDING_PAYMENT'])
    for (let grew = true; grew; ) {
      grew = false
      for (const s of [...seen]) for (const to of Object.values(ORDER_TRANSITIONS[s])) if (to && !seen.has(to)) (seen.add(to), (grew = true))
    }
    expect([...seen].sort()).toEqual([...ORDER_STATES].sort())
  })

  it('an unpaid order cannot be hidden (it must be cancelled first)', () => {
    expect(ORDER_STATES.filter(s => !canHideOrder(s))).toEqual(['PENDING_PAYMENT'])
  })
})

describe('money in fen', () => {
  it('formats and parses without floats', () => {
    expect(yuanText(19900)).toBe('199.00')
    expect(yuanText(5)).toBe('0.05')
    expect(yuanText(-1050)).toBe('-10.50')
    expect(parseYuan('199.5')).toBe(19950)
    expect(parseYuan('0.07')).toBe(7)
    expect(parseYuan('1.005')).toBeNull()
    expect(parseYuan('-1')).toBeNull()
    expect(parseYuan('1e3')).toBeNull()
    expect(() => yuanText(0.1)).toThrow()
  })

  it('round-trips every amount of a random sample', () => {
    let seed = 7
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      const fen = seed % 100_000_000
      expect(parseYuan(yuanText(fen))).toBe(fen)
    }
  })
})

describe('pricing', () => {
  const packages = [{ minCount: 1, unitPriceFen: 49900 }, { minCount: 2, unitPriceFen: 44900 }, { minCount: 4, unitPriceFen: 41900 }, { minCount: 3, unitPriceFen: 43900 }]

  it('picks the one-unit, two-unit and largest packages (spec 3.6) and the package a count falls in', () => {
    expect(pickPackages(packages).map(p => p.minCount)).toEqual([1, 2, 4])
    expect(pickPackages([{ minCount: 1 }]).map(p => p.minCount)).toEqual([1])
    expect(packageFor(packages, 1)!.unitPriceFen).toBe(49900)
    expect(packageFor(packages, 3)!.unitPriceFen).toBe(43900)
    expect(packageFor(packages, 99)!.unitPriceFen).toBe(41900)
    expect(packageFor([{ minCount: 2 }], 1)).toBeNull()
  })

  it('applies the best full-reduction step, then a coupon, never below zero', () => {
    expect(fullReduction(50000, [{ thresholdFen: 30000, reduceFen: 3000 }, { thresholdFen: 50000, reduceFen: 8000 }])).toBe(8000)
    expect(fullReduction(29999, [{ thresholdFen: 30000, reduceFen: 3000 }])).toBe(0)
    expect(couponDiscount(29900, { kind: 'AMOUNT_OFF', amountFen: 5000, thresholdFen: 29900 })).toBe(5000)
    expect(couponDiscount(29899, { kind: 'AMOUNT_OFF', amountFen: 5000, thresholdFen: 29900 })).toBe(0)
    expect(couponDiscount(1000, { kind: 'AMOUNT_OFF', amountFen: 5000, thresholdFen: 0 })).toBe(1000)
    // 10 % of 19999 is 1999.9: floored to 1999
    expect(couponDiscount(19999, { kind: 'PERCENT_OFF', percent: 10, capFen: 10000, thresholdFen: 0 })).toBe(1999)
    expect(couponDiscount(500000, { kind: 'PERCENT_OFF', percent: 10, capFen: 10000, thresholdFen: 0 })).toBe(10000)
    expect(priceOrder({ unitPriceFen: 44900, count: 2, activity: [{ thresholdFen: 80000, reduceFen: 5000 }], coupon: { kind: 'AMOUNT_OFF', amountFen: 5000, thresholdFen: 0 } })).toEqual({
      goodsFen: 89800,
      activityDiscountFen: 5000,
      couponDiscountFen: 5000,
      payableFen: 79800
    })
  })

  it('property: over random orders the parts always add up, in integers, and nothing goes negative', () => {
    let seed = 20261125
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    for (let i = 0; i < 5000; i++) {
      const unitPriceFen = 1 + rnd(500_000)
      const count = 1 + rnd(99)
      const activity = rnd(2) ? [{ thresholdFen: rnd(1_000_000), reduceFen: rnd(100_000) }] : undefined
      const coupon = rnd(2)
        ? ({ kind: 'AMOUNT_OFF', amountFen: rnd(200_000), thresholdFen: rnd(500_000) } as const)
        : ({ kind: 'PERCENT_OFF', percent: rnd(100), capFen: rnd(200_000), thresholdFen: rnd(500_000) } as const)
      const p = priceOrder({ unitPriceFen, count, activity, coupon })
      expect(p.goodsFen).toBe(unitPriceFen * count)
      expect(p.goodsFen - p.activityDiscountFen - p.couponDiscountFen).toBe(p.payableFen)
      for (const v of Object.values(p)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true)
    }
  })
})
