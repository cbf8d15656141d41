import { DEFAULT_NATION_CODE, NATION_CODE_PATTERN, phoneError } from '@xungen/contracts'
import { NATION_CODES, nationCodeLabel, nationCodeName } from '../nationCodes'

describe('the calling codes of the phone field (spec 5)', () => {
  it('offers the default code 86 first, as mainland China', () => {
    expect(NATION_CODES[0]).toEqual({ code: DEFAULT_NATION_CODE, name: '中国大陆' })
  })

  it('lists only codes the phone rule accepts, each once', () => {
    for (const o of NATION_CODES) expect(o.code).toMatch(NATION_CODE_PATTERN)
    expect(new Set(NATION_CODES.map(o => o.code)).size).toBe(NATION_CODES.length)
  })

  it('a number of 6 to 11 digits is valid for every other code', () => {
    for (const o of NATION_CODES.filter(o => o.code !== '86')) {
      expect(phoneError('123456', o.code)).toBeNull()
      expect(phoneError('12345', o.code)).not.toBeNull()
    }
  })

  it('labels a code with its plus sign and names the listed ones', () => {
    expect(nationCodeLabel('852')).toBe('+852')
    expect(nationCodeName('852')).toBe('中国香港')
    expect(nationCodeName('999')).toBeNull()
  })
})
