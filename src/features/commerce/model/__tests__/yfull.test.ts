import { yfullEligibility } from '../yfull'

const person = (sex: string | null, types: string[]) => ({
  id: 1,
  name: '王建国',
  basic: { name: '王建国', surname: '王', sex, birthday: null, birthplace: null, birthplaceCode: null, ancestralPlace: null, ancestralPlaceCode: null, nation: null, appellation: null, relativesName: null, shownToRelatives: '寻根用户-1' },
  detections: types.map(type => ({ barcode: 'XG1', hasReport: true, product: { id: 1, type, name: '', supportSubmodules: [], needUpdate: false, isOnlineProduct: true, primerIdentification: 'CHIP' }, state: null, stateTitle: null, source: 'kit', collectDate: null }))
})

describe('spec 2.4: /shop/yfull needs a selected person with sex set and a genetic or health-ancestry v3 detection', () => {
  it('lets a man or a woman with such a detection in (a woman buys for a male relative)', () => {
    expect(yfullEligibility(person('male', ['HEALTH_ANCESTRY_V3']))).toMatchObject({ ok: true, female: false })
    expect(yfullEligibility(person('female', ['GENETIC']))).toMatchObject({ ok: true, female: true })
  })

  it('sends everyone else to /shop/yfull-noreport, saying why', () => {
    expect(yfullEligibility(null)).toEqual({ ok: false, reason: 'no-person' })
    expect(yfullEligibility(person(null, ['GENETIC']))).toEqual({ ok: false, reason: 'no-sex' })
    expect(yfullEligibility(person('male', ['Y', 'HPV']))).toEqual({ ok: false, reason: 'no-type' })
    expect(yfullEligibility(person('male', []))).toEqual({ ok: false, reason: 'no-type' })
  })
})
