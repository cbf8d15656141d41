/**
 * Raw-data import of a whole-genome VCF that lists variant sites only (issue 28): the uploader's
 * confirmation (query wholeGenome=1) travels with the raw file into the analysis, which then
 * reads the panel sites the file leaves out as homozygous reference. Without it the same file
 * keeps today's reading (its listed sites only).
 */
import fs from 'fs'
import path from 'path'
import { TEST_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { randomBytes } from 'crypto'
import { json } from '../helpers/app'
import { multipart } from '../helpers/accounts'
import { createKitApp, realSampleFile, type KitApp } from './helpers'
import { IMPORT_ENDPOINTS } from '@xungen/contracts/endpoints'

jest.setTimeout(180_000)
const REF = process.env.XUNGEN_REFERENCE_DIR ?? path.resolve(__dirname, '../../../../shared/data')
process.env.XUNGEN_REFERENCE_DIR ??= REF

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

async function importFile(token: string, content: Buffer, query: Record<string, string>, filename: string) {
  const signed = signRequest({ method: 'POST', url: IMPORT_ENDPOINTS.chip.path, query }, { keys: TEST_SIGNING_KEYS.keys, nowMs: t.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const part = multipart(content, { filename, contentType: 'text/plain' })
  return json<any>(await t.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { token, 'content-type': part.contentType } }))
}

/**
 * The real 1000 Genomes genotypes of NA18525 (AIMs and chrMT) written as a sequencing pipeline
 * would: only the sites that differ from the reference base (REF of the 1000 Genomes AIM tables,
 * the rCRS for chrMT). Its header names no caller, so only the uploader can say it is a genome.
 */
async function variantOnlyVcf(): Promise<{ vcf: Buffer; lines: number }> {
  const refBase = new Map<string, string>()
  for (const panel of ['kidd55', 'seldin128']) {
    for (const line of fs.readFileSync(path.join(REF, `ancestry_aims/${panel}_1kg_phase3_pop_alt_freqs.tsv`), 'utf8').split('\n')) {
      const [rsid, chrom, pos, ref] = line.split('\t')
      if (/^rs\d+$/.test(rsid ?? '')) refBase.set(`${chrom}:${pos}`, ref)
    }
  }
  const rcrs = fs.readFileSync(path.join(REF, 'mtdna/rCRS_NC_012920.fasta'), 'utf8').split('\n').filter(l => !l.startsWith('>')).join('').trim()
  const out: string[] = []
  for (const line of (await realSampleFile()).toString('utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue
    const [, chrom, pos, g] = line.trim().split('\t')
    const mt = chrom === 'MT'
    const base = mt ? rcrs[Number(pos) - 1] : refBase.get(`${chrom}:${pos}`)
    if (!base || !/^[ACGT]{1,2}$/.test(g ?? '')) continue
    const alleles = mt ? [g[0]] : [g[0], g[1] ?? g[0]]
    if (alleles.every(a => a === base)) continue
    const alt = [...new Set(alleles.filter(a => a !== base))]
    out.push(`${chrom}\t${pos}\t.\t${base}\t${alt.join(',')}\t50\tPASS\t.\tGT\t${alleles.map(a => (a === base ? 0 : alt.indexOf(a) + 1)).sort().join('/')}`)
  }
  const header = ['##fileformat=VCFv4.2', '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">', '##contig=<ID=1,length=249250621>', '#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tNA18525']
  return { vcf: Buffer.from(header.join('\n') + '\n' + out.join('\n') + '\n'), lines: out.length }
}

const PERSON = { name: '黄海燕', gender: 'female', birthday: '1975-03-08', appellation: 'children', geneRelatives: '0' }

it('a variant-only VCF is read as a whole genome only when the uploader confirms it; the flag reaches the analysis', async () => {
  const { vcf, lines } = await variantOnlyVcf()
  expect(lines).toBeGreaterThan(50)
  expect(lines).toBeLessThan(1000)
  // unconfirmed: today's reading, its listed sites only, too few for a report
  const a = await t.user()
  const refused = await importFile(a.token, vcf, PERSON, 'NA18525.vcf')
  expect(refused.code).toBe(4006)
  expect(refused.message).toContain('不足以生成报告')
  expect(await t.app.db.selectFrom('raw_files').select('id').where('user_id', '=', a.userId).execute()).toHaveLength(0)

  // confirmed: the absent panel sites whose reference base is known are read as hom-ref
  const b = await t.user()
  const r = await importFile(b.token, vcf, { ...PERSON, wholeGenome: '1' }, 'NA18525.vcf')
  expect(r.code).toBe(0)
  const file = await t.app.db.selectFrom('raw_files').selectAll().where('user_id', '=', b.userId).executeTakeFirstOrThrow()
  expect(file.whole_genome_confirmed).toBe(1)
  await t.app.queue.drain(120_000)
  const result = await t.app.db.selectFrom('analysis_results').selectAll().where('raw_file_id', '=', file.id).executeTakeFirstOrThrow()
  // the real sample's mt haplogroup and ancestry, as its chip-style file gives them
  const c = await t.user()
  const chip = await importFile(c.token, await realSampleFile(), PERSON, 'NA18525.txt')
  expect(chip.code).toBe(0)
  await t.app.queue.drain(120_000)
  const chipFile = await t.app.db.selectFrom('raw_files').select('id').where('user_id', '=', c.userId).executeTakeFirstOrThrow()
  const chipResult = await t.app.db.selectFrom('analysis_results').selectAll().where('raw_file_id', '=', chipFile.id).executeTakeFirstOrThrow()
  expect(result.mt_haplogroup).toBe(chipResult.mt_haplogroup)
  const ancestry = (s: string) => Object.fromEntries((JSON.parse(s).ancestry as Array<{ region: string; percent: number }>).map(x => [x.region, x.percent]))
  const wa = ancestry(result.summary)
  const ca = ancestry(chipResult.summary)
  expect(Object.keys(ca).length).toBeGreaterThan(0)
  for (const k of new Set([...Object.keys(wa), ...Object.keys(ca)])) expect(Math.abs((wa[k] ?? 0) - (ca[k] ?? 0))).toBeLessThanOrEqual(2)
})
