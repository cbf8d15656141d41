/** Y full-sequence import (spec 2.5 /import/yfull, 3.14): a chrY VCF or a Y-SNP list gives the deepest supported haplogroup; other files are refused and nothing is stored. */
import fs from 'fs'
import path from 'path'
import { gunzipSync } from 'zlib'
import { TEST_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { randomBytes } from 'crypto'
import { json } from '../helpers/app'
import { multipart } from '../helpers/accounts'
import { createKitApp, type KitApp } from './helpers'
import { IMPORT_ENDPOINTS } from '@xungen/contracts/endpoints'

jest.setTimeout(120_000)
const REF = process.env.XUNGEN_REFERENCE_DIR ?? path.resolve(__dirname, '../../../../shared/data')
process.env.XUNGEN_REFERENCE_DIR ??= REF

let t: KitApp
beforeAll(async () => {
  t = await createKitApp()
})
afterAll(() => t.close())

async function upload(token: string, content: Buffer, filename: string) {
  const signed = signRequest({ method: 'POST', url: IMPORT_ENDPOINTS.yfull.path }, { keys: TEST_SIGNING_KEYS.keys, nowMs: t.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) })
  const part = multipart(content, { filename, contentType: 'text/plain' })
  return json<any>(await t.app.inject({ method: 'POST', url: signed.url, payload: part.body, headers: { token, 'content-type': part.contentType } }))
}

interface Row { names: string; haplogroup: string; pos: number; ancestral: string; derived: string }
/** the reference ISOGG Y-SNP table (GRCh37 positions), firm single-base SNPs only */
function ySnps(): Row[] {
  const text = gunzipSync(fs.readFileSync(path.join(REF, 'y_haplogroups/isogg2019_y_snps_grch37_grch38.tsv.gz'))).toString('utf8')
  const [header, ...lines] = text.trim().split('\n')
  const col = header.split('\t')
  const at = (f: string[], name: string) => f[col.indexOf(name)]
  return lines
    .map(l => l.split('\t'))
    .map(f => ({ names: at(f, 'snp_names'), haplogroup: at(f, 'haplogroup'), pos: Number(at(f, 'pos_grch37')), ancestral: at(f, 'ancestral'), derived: at(f, 'derived') }))
    .filter(r => Number.isInteger(r.pos) && r.pos > 0 && /^[ACGT]$/.test(r.ancestral) && /^[ACGT]$/.test(r.derived) && /^[A-Z][0-9a-z]*$/.test(r.haplogroup))
}

const TARGET = 'O2a2b1a1'
/** a haploid chrY VCF: derived at the SNPs of O … O2a2b1a1, ancestral at those of O1 and O2b */
function chrYVcf(rows: Row[]): Buffer {
  const onPath = rows.filter(r => r.haplogroup.length >= 1 && TARGET.startsWith(r.haplogroup) && r.haplogroup.startsWith('O'))
  const off = rows.filter(r => r.haplogroup === 'O1' || r.haplogroup === 'O2b').slice(0, 20)
  const sites = [...onPath.map(r => ({ ...r, gt: '1' })), ...off.map(r => ({ ...r, gt: '0' }))]
  const unique = [...new Map(sites.map(s => [s.pos, s])).values()].sort((a, b) => a.pos - b.pos)
  const lines = ['##fileformat=VCFv4.2', '##contig=<ID=Y,length=59373566,assembly=GRCh37>', '#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tSAMPLE']
  for (const s of unique) lines.push(`Y\t${s.pos}\t${s.names.split('/')[0]}\t${s.ancestral}\t${s.derived}\t50\tPASS\t.\tGT\t${s.gt}`)
  return Buffer.from(lines.join('\n') + '\n')
}

it('a chrY VCF gives the deepest haplogroup it supports, with its path and SNP counts; nothing is stored', async () => {
  const { token, userId } = await t.user()
  const vcf = chrYVcf(ySnps())
  const r = await upload(token, vcf, 'chrY.vcf')
  expect(r.code).toBe(0)
  expect(r.data.format).toBe('vcf')
  expect(r.data.haplogroup).toBe(TARGET)
  expect(r.data.majorClade).toBe('O')
  expect(r.data.path.at(-1).haplogroup).toBe(TARGET)
  expect(r.data.path.map((p: { haplogroup: string }) => p.haplogroup)).toEqual(expect.arrayContaining(['O', 'O2', 'O2a']))
  expect(r.data.counts.derived).toBeGreaterThan(10)
  expect(r.data.counts.ancestral).toBeGreaterThan(0)
  expect(r.data.posterior).toBeGreaterThanOrEqual(0.95)
  expect(await t.app.db.selectFrom('raw_files').select('id').where('user_id', '=', userId).execute()).toHaveLength(0)
})

it('an SNP list reads the same tree by SNP names', async () => {
  const { token } = await t.user()
  const rows = ySnps().filter(r => r.haplogroup.startsWith('O') && TARGET.startsWith(r.haplogroup))
  const list = rows.map(r => `${r.names.split('/')[0]}+`).join('\n')
  const r = await upload(token, Buffer.from(list), 'snps.txt')
  expect(r.code).toBe(0)
  expect(r.data.format).toBe('snp-list')
  expect(r.data.haplogroup).toBe(TARGET)
})

it.each([
  ['a VCF without chrY records', Buffer.from('##fileformat=VCFv4.2\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tS\n1\t752566\trs3094315\tG\tA\t50\tPASS\t.\tGT\t0/1\n'), 'x.vcf', '没有 Y 染色体'],
  ['a file that is not an SNP list', Buffer.from('hello world, this is a letter\n'), 'letter.txt', '无法识别'],
  ['an SNP list that supports no branch', Buffer.from('M9-\n'), 'one.txt', '不足以支持任何 Y 单倍群分支']
])('%s is refused in plain Chinese (4006 under file)', async (_label, content, name, message) => {
  const { token, userId } = await t.user()
  const r = await upload(token, content, name)
  expect(r.code).toBe(4006)
  expect(r.data.fields[0].field).toBe('file')
  expect(r.message).toContain(message)
  expect(fs.existsSync(path.join(t.config.storageDir, 'raw', 'users', String(userId)))).toBe(false)
})
