import { CODES, CODE_ALERTS, CODE_HTTP_STATUS, CODE_MESSAGES, isSignOutCode, messageForCode } from './codes'
import { isEnvelope } from './envelope'

describe('response codes of spec 8.1', () => {
  it('keeps the numbers of the spec', () => {
    expect(CODES).toMatchObject({
      SUCCESS: 0, NO_REPORT_PERMISSION: 1110, SCT_NON_EXIST: 2030, SCT_BOUND: 2031, SCT_NONSUPPORT_BARCODE: 2032, MESSAGE_LIMIT: 2104,
      NOT_PUBLISHED: 2200, NOT_REPORT_PRODUCT: 2201, MUST_UPGRADE: 2700, MUST_SHARE: 2701, UGC_BAN: 3601, REPORT_ITEM_UNSUPPORTED: 4003,
      REPORT_NOT_FOUND: 4004, NOT_FOUND: 404, ARG_ERROR: 4006, FAMILY_MISS: 4010, PAIR_UNCONFIRMED: 4301, PAIR_SEX_CONFLICTED: 4302,
      ADDRESS_ERROR: 6101, PREDETERMINED_TIMEOUT: 6102, ORDER_REPEAT_SUBMIT: 6200
    })
  })

  it('uses every number once', () => {
    const numbers = Object.values(CODES)
    expect(new Set(numbers).size).toBe(numbers.length)
  })

  it('gives every code a Chinese message and an HTTP status', () => {
    for (const code of Object.values(CODES)) {
      expect(CODE_MESSAGES[code]).toMatch(/[\u4e00-\u9fff]/)
      expect(CODE_HTTP_STATUS[code]).toBeGreaterThanOrEqual(200)
    }
    expect(CODE_HTTP_STATUS[CODES.SUCCESS]).toBe(200)
    for (const code of Object.values(CODES).filter(c => c !== 0)) expect(CODE_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400)
  })

  it('signs out on 1001, 1003 and 2102 only (spec 4: Session)', () => {
    expect([1001, 1003, 2102].every(isSignOutCode)).toBe(true)
    expect([0, 404, 1110, 4006, 2104].some(isSignOutCode)).toBe(false)
  })

  it('shows MESSAGE_LIMIT and UGC_BAN as alerts with the button 我知道了 (spec 8.1)', () => {
    expect(CODE_ALERTS[CODES.MESSAGE_LIMIT]).toEqual({ content: '对方未回复前，您最多只能发送 2 条消息', confirmText: '我知道了' })
    expect(CODE_ALERTS[CODES.UGC_BAN]?.content).toContain('违反')
    expect(CODE_ALERTS[CODES.UGC_BAN]?.confirmText).toBe('我知道了')
  })

  it("prefers the server's own message and falls back to the table", () => {
    expect(messageForCode(4006, '缺少参数 keys')).toBe('缺少参数 keys')
    expect(messageForCode(4006, '  ')).toBe(CODE_MESSAGES[CODES.ARG_ERROR])
    expect(messageForCode(987654)).toBe(CODE_MESSAGES[CODES.INTERNAL_ERROR])
  })

  it('recognises the envelope {code, message, data}', () => {
    expect(isEnvelope({ code: 0, message: '', data: null })).toBe(true)
    expect(isEnvelope({ code: '0', message: '', data: null })).toBe(false)
    expect(isEnvelope({ code: 0, message: '' })).toBe(false)
    expect(isEnvelope(null)).toBe(false)
  })
})
