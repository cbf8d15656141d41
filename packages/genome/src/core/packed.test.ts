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

  it('counts each code over any range as reading the calls one by one does', () => {
    const size = 1001
    const kit = createPackedKit({ id: 't', checksum: 'c', size })
    let seed = 7
    for (let i = 0; i < size; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      setCall(kit, i, ((seed >> 16) & 3) as 0 | 1 | 2 | 3)
    }
    for (const [start, end] of [[0, size], [0, 0], [3, 4], [1, 7], [4, 8], [5, 997], [998, 1001], [0, 3], [17, 640]]) {
      const want: number[] = [0, 0, 0, 0]
      for (let i = start; i < end; i++) want[getCall(kit, i)]++
      expect(countCalls(kit, start, end)).toEqual(want)
    }
  })
})
