import { createPackedKit, getCall, setCall, countCalls, HET, HOM_A2, HOM_A1, NO_CALL } from './index'

describe('PackedKit', () => {
  it('stores four calls a byte and reads back every code at every bit offset', () => {
    const kit = createPackedKit({ id: 't', checksum: 'c', size: 10 })
    expect(kit.calls.length).toBe(3)
    const codes = [HOM_A1, HET, HOM_A2, NO_CALL, HOM_A2, HOM_A2, HET, HOM_A1, HET, HOM_A2] as const
    codes.forEach((c, i) => setCall(kit, i, c))
    expect(codes.map((_, i) => getCall(kit, i))).toEqual([...codes])
    setCall(kit, 5, NO_CALL)
    expect(getCall(kit, 5)).toBe(NO_CALL)
    expect(getCall(kit, 4)).toBe(HOM_A2)
    expect(getCall(kit, 6)).toBe(HET)
    expect(countCalls(kit)).toEqual([2, 2, 3, 3])
  })
})
