/** spec 2.20 custom error view. */
import { ERROR_ACTION_LABELS, ERROR_VIEW_DEFAULT_TITLE, errorActions } from '../texts'

describe('custom error view (2.20)', () => {
  it('the default title is "data fetch failed"', () => {
    expect(ERROR_VIEW_DEFAULT_TITLE).toBe('数据获取失败')
  })
  it('reload and go back; contact service on mobile only', () => {
    expect(errorActions({ mobile: false })).toEqual(['reload', 'back'])
    expect(errorActions({ mobile: true })).toEqual(['reload', 'contact', 'back'])
  })
  it('go to login on 401', () => {
    expect(errorActions({ status: 401, mobile: false })).toEqual(['login', 'back'])
    expect(ERROR_ACTION_LABELS.login).toBe('去登录')
  })
})
