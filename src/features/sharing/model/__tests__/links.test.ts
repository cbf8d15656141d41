import { jssdkSignUrl, jssdkUrlToSign, reportPageOf, sharedPageOf, urlSchemeQuery } from '@xungen/contracts'
import { downloadPageOf, isShareId, isShareToken, sharedPathOrHome, sharedReportUrl } from '../links'

describe('where the token links lead (spec 2.1 {token} routes, ADR 0007)', () => {
  const token = 'a'.repeat(32)
  it('a share token opens its report in share mode: a chip report its home, a non-chip test its own page', () => {
    expect(sharedReportUrl({ type: 'report', shareBarcode: 'XG1', productType: 'HEALTH_ANCESTRY_V3' }, token)).toBe(`/report?share_barcode=XG1&share_token=${token}`)
    expect(sharedReportUrl({ type: 'nonchip', shareBarcode: 'XG2', productType: 'HPV' }, token)).toBe(`/report/hpv/detail?share_barcode=XG2&share_token=${token}`)
    expect(sharedPageOf({ type: 'nonchip', shareBarcode: 'XG3', productType: 'CVD' }, token).path).toBe('/report/ngs/overview')
    // a report token never opens a non-chip page, whatever the product says
    expect(sharedPageOf({ type: 'report', shareBarcode: 'XG4', productType: 'HPV' }, token).path).toBe('/report')
    expect(reportPageOf('AMH')).toBe('/report/amh')
    expect(reportPageOf('GENETIC')).toBe('/report')
  })
  it('a shared page stays on this site; malformed tokens are not asked about', () => {
    expect(sharedPathOrHome('/topics/disease?x=1')).toBe('/topics/disease?x=1')
    for (const p of ['//evil.example.com', 'https://evil.example.com', '/\\evil.example.com', 'javascript:alert(1)']) expect(sharedPathOrHome(p)).toBe('/')
    expect(downloadPageOf('ancestry')).toBe('/app/download-ancestry')
    expect(downloadPageOf('main')).toBe('/app')
    expect(isShareToken(token)).toBe(true)
    expect(isShareToken('short')).toBe(false)
    expect(isShareToken(undefined)).toBe(false)
    expect(isShareId('b'.repeat(22))).toBe(true)
    expect(isShareId('b'.repeat(32))).toBe(false)
  })
  it('the JS-SDK signs the URL without its fragment; a URL scheme carries nickName and avatarUrl encoded', () => {
    expect(jssdkSignUrl('https://x.example/report?a=1#top')).toBe('https://x.example/report?a=1')
    expect(urlSchemeQuery({ nickName: '小明 A', avatarUrl: 'https://x.example/a.png?s=1' })).toBe('nickName=%E5%B0%8F%E6%98%8E%20A&avatarUrl=https%3A%2F%2Fx.example%2Fa.png%3Fs%3D1')
    expect(urlSchemeQuery({})).toBe('')
    // spec 7.2: the entry URL on iOS, the current one elsewhere
    expect(jssdkUrlToSign('ios', 'https://x.example/report?b=2#x', 'https://x.example/?from=share#y')).toBe('https://x.example/?from=share')
    expect(jssdkUrlToSign('android', 'https://x.example/report?b=2#x', 'https://x.example/?from=share')).toBe('https://x.example/report?b=2')
  })
})
