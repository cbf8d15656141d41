/**
 * GEDCOM in and out (issue 24 item 3), on every file of the shared samples: FamilySearch's GEDCOM 7
 * examples, gedcom.org's 5.5.5 samples (UTF-8, UTF-16 LE and BE) and royal92.ged (ANSEL, 3,010
 * persons). Each imports; exported as 5.5.1 and as 7.0 and imported again it keeps the same
 * persons, families, events, dates and notes. No app, no database.
 */
import fs from 'fs'
import path from 'path'
import type { TreeDocument } from '@xungen/contracts'
import { readGedcom, writeGedcom } from '../../src/domains/familyTree/gedcom'
import { decodeAnsel } from '../../src/domains/familyTree/gedcom/ansel'

const DIR = path.join(process.env.XUNGEN_REFERENCE_DIR ?? '/work/shared/data', 'gedcom_samples')
const FILES = (fs.existsSync(DIR) ? [...fs.readdirSync(DIR).filter(f => /\.ged$/i.test(f)), ...['gedcom555', 'gedcom70'].flatMap(d => fs.readdirSync(path.join(DIR, d)).filter(f => /\.ged$/i.test(f)).map(f => `${d}/${f}`))] : []).sort()

/** what a round trip must keep, keyed by the file's own references */
function essence(doc: TreeDocument) {
  return {
    persons: doc.persons.map(p => ({ ref: p.ref, sex: p.sex, names: p.names, events: p.events, notes: p.notes })),
    families: doc.families.map(f => ({ ref: f.ref, partner1: f.partner1, partner2: f.partner2, children: f.children, events: f.events, notes: f.notes }))
  }
}

describe('GEDCOM samples', () => {
  it('finds the samples (so that the tests below cannot pass on none)', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(23)
    expect(FILES).toContain('royal92.ged')
  })

  it.each(FILES)('%s imports and round-trips through 5.5.1 and 7.0', file => {
    const imported = readGedcom(fs.readFileSync(path.join(DIR, file)))
    expect(imported.version).toMatch(/^(5\.5(\.1|\.5)?|7\.0(\.\d+)?|未声明)$/)
    for (const version of ['5.5.1', '7.0'] as const) {
      const text = writeGedcom(imported.document, version, { treeName: '测试', now: new Date(Date.UTC(2026, 10, 29)) })
      const again = readGedcom(Buffer.from(text, 'utf8'))
      expect(again.version).toBe(version)
      expect(essence(again.document)).toEqual(essence(imported.document))
      // nothing the tree keeps is reported as lost on the way back (the export's own header and submitter aside)
      expect(again.unmapped.filter(u => !u.path.startsWith('HEAD') && u.path !== 'SUBM')).toEqual([])
    }
  })

  it('reads the 5.5.5 sample the same in UTF-8, UTF-16 LE and UTF-16 BE', () => {
    const [a, le, be] = ['555SAMPLE.GED', '555SAMPLE16LE.GED', '555SAMPLE16BE.GED'].map(f => readGedcom(fs.readFileSync(path.join(DIR, 'gedcom555', f))))
    expect(le.encoding).toBe('UTF-16LE')
    expect(be.encoding).toBe('UTF-16BE')
    expect(essence(le.document)).toEqual(essence(a.document))
    expect(essence(be.document)).toEqual(essence(a.document))
    const robert = a.document.persons.find(p => p.ref === 'I1')!
    expect(robert.names[0]).toMatchObject({ given: 'Robert Eugene', surname: 'Williams' })
    expect(robert.events.find(e => e.tag === 'BIRT')).toMatchObject({ date: '2 OCT 1822', place: 'Weston, Madison, Connecticut, United States of America' })
    expect(a.document.families.find(f => f.ref === 'F2')!.children).toEqual([{ ref: 'I3', pedigree: 'adopted' }])
    // source citations are not kept by the tree: reported, not dropped silently
    expect(a.unmapped.map(u => u.path)).toEqual(expect.arrayContaining(['INDI.BIRT.SOUR', 'SOUR']))
  })

  it('imports royal92.ged (ANSEL, 3,010 persons)', () => {
    const imported = readGedcom(fs.readFileSync(path.join(DIR, 'royal92.ged')))
    expect(imported.encoding).toBe('ANSEL')
    expect(imported.document.persons).toHaveLength(3010)
    expect(imported.document.families.length).toBeGreaterThan(1000)
  })

  it('reads GEDCOM 7 notes, shared notes, escapes and same-sex couples', () => {
    const read = (f: string) => readGedcom(fs.readFileSync(path.join(DIR, 'gedcom70', f)))
    const escapes = read('escapes.ged')
    expect(JSON.stringify(escapes.document)).toContain('@')
    const ss = read('same-sex-marriage.ged').document
    expect(ss.families[0].partner1).toBeDefined()
    // a shared note (SNOTE record) is read into the person that points to it
    const max = read('maximal70.ged').document
    expect(max.persons.flatMap(p => p.notes)).toEqual(expect.arrayContaining(['Shared note 1']))
  })

  it('decodes ANSEL combining marks after their letter', () => {
    expect(decodeAnsel(Buffer.from([0x4a, 0x6f, 0x73, 0xe2, 0x65])).text).toBe('José')
    expect(decodeAnsel(Buffer.from([0xa5, 0xb1, 0xf0, 0x63])).text).toBe('Æłç')
  })

  it('keeps 字辈, 农历 dates and division codes through 5.5.1 and 7.0', () => {
    const doc: TreeDocument = {
      persons: [
        { ref: 'I1', sex: 'M', names: [{ full: '德明 /王/', given: '德明', surname: '王', generationName: '德' }], events: [{ tag: 'BIRT', date: '_LUNAR 15 M3L 1850', place: '福建省泉州市', placeCode: '350500' }, { tag: 'DEAT', date: 'ABT 1910' }], notes: ['迁居台湾'] },
        { ref: 'I2', sex: 'F', names: [{ full: '/李/', surname: '李' }], events: [{ tag: 'BIRT', date: 'BET 1850 AND 1855' }], notes: [] }
      ],
      families: [{ ref: 'F1', partner1: 'I1', partner2: 'I2', children: [], events: [{ tag: 'MARR', date: '_LUNAR 1872' }], notes: [] }]
    }
    for (const version of ['5.5.1', '7.0'] as const) {
      const text = writeGedcom(doc, version, { treeName: '王氏', now: new Date() })
      expect(essence(readGedcom(Buffer.from(text)).document)).toEqual(essence(doc))
    }
  })

  it('refuses what is not GEDCOM, in Chinese', () => {
    expect(() => readGedcom(Buffer.from('hello'))).toThrow('这不是 GEDCOM 文件')
    expect(() => readGedcom(Buffer.from([0x30, 0x20, 0x48, 0x45, 0x41, 0x44, 0x0a, 0xff, 0xfe, 0xfd]))).toThrow('UTF-8')
  })
})
