import { SAMPLE_REPORT_BARCODE, defaultReportBarcode } from './defaultBarcode'

describe('the report the report pages open when the URL names none (spec 4)', () => {
  const chip = (barcode: string, more: Partial<{ hasReport: boolean; isShare: boolean; suit: string }> = {}) => ({ barcode, suit: 'HEALTH_ANCESTRY_V3', hasReport: true, ...more })

  it('is the first own chip report, before a shared one listed earlier', () => {
    expect(defaultReportBarcode([chip('S1', { isShare: true }), chip('A1'), chip('A2')])).toBe('A1')
  })
  it('is a shared report when the caller has none of their own', () => {
    expect(defaultReportBarcode([chip('A0', { hasReport: false }), chip('S1', { isShare: true })])).toBe('S1')
  })
  it('skips tests without a report and non-chip tests (their reports have their own pages)', () => {
    expect(defaultReportBarcode([chip('H1', { suit: 'HPV' }), chip('A0', { hasReport: false }), chip('A2')])).toBe('A2')
  })
  it('is the demo report when there is nothing else', () => {
    expect(defaultReportBarcode([])).toBe(SAMPLE_REPORT_BARCODE)
    expect(defaultReportBarcode([chip('H1', { suit: 'HPV' }), chip('A0', { hasReport: false })])).toBe(SAMPLE_REPORT_BARCODE)
  })
})
