import { main } from './main'
import { captureIO } from './capture-io'

// building a panel or reading reference data takes seconds on a loaded shared machine
jest.setTimeout(120_000)

describe('genome CLI dispatcher', () => {
  it('lists the commands and exits 2 when called without a command', async () => {
    const io = captureIO()
    expect(await main([], io)).toBe(2)
    expect(io.out()).toMatch(/reference check/)
  })

  it('refuses an unknown command with exit code 2 and a hint', async () => {
    const io = captureIO()
    expect(await main(['referenc'], io)).toBe(2)
    expect(io.err()).toMatch(/unknown command 'referenc'.*Did you mean: reference check/)
  })

  it('refuses an unknown option with exit code 2 and the usage line', async () => {
    const io = captureIO()
    expect(await main(['reference', 'check', '--nope'], io)).toBe(2)
    expect(io.err()).toMatch(/Unknown option '--nope'[\s\S]*usage: genome reference check/)
  })

  it('fails with exit code 1 and a plain message when the reference directory is missing', async () => {
    const io = captureIO({ ...process.env, XUNGEN_REFERENCE_DIR: '/nonexistent/xungen-reference' })
    expect(await main(['reference', 'check'], io)).toBe(1)
    expect(io.err()).toMatch(/^genome reference check: XUNGEN_REFERENCE_DIR=\/nonexistent\/xungen-reference is not a directory/)
  })

  it('verifies the reference mirror and prints a table', async () => {
    const io = captureIO()
    expect(await main(['reference', 'check'], io)).toBe(0)
    expect(io.out()).toMatch(/106 of 106 datasets verified/)
  })
})

describe('genome analyze, convert, kit info and generate (real default panel)', () => {
  const fs = require('fs') as typeof import('fs')
  const os = require('os') as typeof import('os')
  const path = require('path') as typeof import('path')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-cli-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('analyzes a fixture as JSON, exits 0, and exits 3 with --strict when QC fails', async () => {
    const { getReference } = await import('../reference')
    const file = getReference().path('fixture:ancestry.txt')
    const io = captureIO()
    expect(await main(['analyze', file, '--json'], io)).toBe(0)
    const report = JSON.parse(io.out())
    expect(report.format.vendor).toBe('ancestrydna')
    expect(report.qc.verdict).toBe('fail')
    expect(await main(['analyze', file, '--strict'], captureIO())).toBe(3)
  })

  it('exits 1 with the reason when a file is refused or missing, and 2 without a file', async () => {
    const bin = path.join(dir, 'photo.png')
    fs.writeFileSync(bin, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))
    const io = captureIO()
    expect(await main(['analyze', bin], io)).toBe(1)
    expect(io.err()).toBe('genome analyze: this is a PNG image, not a raw genotype text file\n')
    const io2 = captureIO()
    expect(await main(['analyze', path.join(dir, 'nope.txt')], io2)).toBe(1)
    expect(io2.err()).toMatch(/cannot read .*nope\.txt: no such file/)
    expect(await main(['analyze'], captureIO())).toBe(2)
  })

  it('writes a real 1000 Genomes file, analyzes it, converts it and reads the kit back', async () => {
    // the full-size synthetic path (640,000 lines) is measured by npm run bench and tested on a
    // smaller panel in pipeline.test.ts; here the CLI plumbing runs on the default panel
    const out = path.join(dir, 'HG00403.txt')
    const io = captureIO()
    expect(await main(['generate', '--real', 'HG00403', '--out', out], io)).toBe(0)
    expect(io.out()).toMatch(/real genotypes of HG00403 \(CHS, male\)/)
    const a = captureIO()
    expect(await main(['analyze', out], a)).toBe(0)
    expect(a.out()).toMatch(/Format {5}23andMe/)
    expect(a.out()).toMatch(/Build {6}GRCh37/)
    // the whole engine on real genotypes: a CHS sample's AIMs and chrMT, once the lineage and
    // ancestry callers are in the build
    const json = captureIO()
    expect(await main(['analyze', out, '--json'], json)).toBe(0)
    const report = JSON.parse(json.out())
    if (report.ancestry.status === 'called') {
      const eastAsia = report.ancestry.result.regions.find((r: { id: string; label: string }) => /east ?asia/i.test(`${r.id} ${r.label}`))
      expect(eastAsia.proportion).toBeGreaterThan(0.5)
    } else expect(report.ancestry.status).toBe('not-available')
    if (report.mt.status !== 'not-available') expect(report.mt.status).toBe('called')
    const kitFile = path.join(dir, 'HG00403.xgk')
    expect(await main(['convert', out, '--out', kitFile], captureIO())).toBe(0)
    expect(fs.statSync(kitFile).size).toBeLessThan(200 * 1024)
    const k = captureIO()
    expect(await main(['kit', 'info', kitFile], k)).toBe(0)
    expect(k.out()).toMatch(/format 2, \d+ markers on layout lay1-/)
    expect(k.out()).toMatch(/layout found/)
    fs.writeFileSync(kitFile, fs.readFileSync(kitFile).subarray(0, 500))
    const bad = captureIO()
    expect(await main(['kit', 'info', kitFile], bad)).toBe(1)
    expect(bad.err()).toMatch(/corrupt or truncated/)
  }, 30_000)

  it('refuses an unknown population for generate', async () => {
    const io = captureIO()
    expect(await main(['generate', '--out', path.join(dir, 'x.txt'), '--population', 'HAN'], io)).toBe(2)
    expect(io.err()).toMatch(/--population must be a 1000 Genomes population/)
  })
})
