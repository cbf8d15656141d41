import { COMMON } from '../endpoints/common'
import { apiPath } from './common'

describe('call paths', () => {
  it('fills path parameters, encoded', () => {
    expect(apiPath(COMMON.descriptionByKey.path, { key: 'IS_OPEN_PIWIK' })).toBe('/proxy/common/descriptions/IS_OPEN_PIWIK')
    expect(apiPath('/proxy/ancestry/surname/:id', { id: '张/王' })).toBe('/proxy/ancestry/surname/%E5%BC%A0%2F%E7%8E%8B')
  })

  it('refuses a missing parameter', () => {
    expect(() => apiPath(COMMON.descriptionByKey.path, {})).toThrow(/missing path parameter key/)
  })

  it('keeps every call under an API prefix of spec 7', () => {
    for (const call of Object.values(COMMON)) expect(call.path).toMatch(/^\/(proxy|web\/api\/new)\//)
  })
})
