import { VENDOR_LABELS } from '@xungen/genome/parsers/formats'
import { CHIP_SOURCES, IMPORTERS } from '../model'

describe('spec 2.1 /import', () => {
  it('lists only companies whose files the engine reads', () => {
    for (const s of CHIP_SOURCES) expect(Object.keys(VENDOR_LABELS)).toContain(s.vendor)
    expect(CHIP_SOURCES.map(s => s.name)).toEqual(expect.arrayContaining(['23魔方', 'WeGene 微基因', '23andMe']))
  })
  it('opens the two importers of spec 2.5', () => {
    expect(IMPORTERS.map(i => i.to)).toEqual(['/import/chip', '/import/yfull'])
  })
})
