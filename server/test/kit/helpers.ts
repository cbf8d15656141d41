/**
 * Helpers of the kit-to-report tests: a staff account with the lab role, kits made by the lab
 * API, a binding through the wizard's calls, raw files written by the genome engine's generators
 * (real 1000 Genomes genotypes, a synthetic full-size chip file).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { AGREEMENTS } from '@xungen/contracts'
import { BIND_ENDPOINTS, CONSENT, LAB_ENDPOINTS } from '@xungen/contracts/endpoints'
import { generateRawFile, writeThousandGenomesFile } from '@xungen/genome'
import { LabService } from '../../src/domains/lab/service'
import { json } from '../helpers/app'
import { auth, createAccountsApp, multipart, newName, newPhone, signedUpload, type AccountsTestApp } from '../helpers/accounts'
import type { TestAppOptions } from '../helpers/app'

export interface KitApp extends AccountsTestApp {
  staff: string
  /** a new signed-in user who accepted the separate consent for sensitive personal information (unless told not to) */
  user(options?: { sensitiveConsent?: boolean }): Promise<{ token: string; userId: number }>
  produce(sku?: string, count?: number): Promise<string[]>
  /** binds a kit through the wizard's calls; returns the answer of the submit */
  bind(token: string, barcode: string, draft?: Record<string, unknown>): Promise<{ code: number; message: string; data: any }>
  lab(action: 'receive' | 'qc' | 'release' | 'retry', barcode: string, body?: unknown): Promise<{ code: number; data: any; message: string }>
  upload(barcode: string, content: Buffer, filename?: string): Promise<{ code: number; data: any; message: string }>
  get(url: string, token?: string, query?: Record<string, string>): Promise<{ code: number; data: any; message: string }>
}

export const COLLECT_DATE = '2026-11-20'

export function baseDraft(barcode: string): Record<string, unknown> {
  return {
    barcode, appellation: 'me', name: '王建国', surname: '王', sex: 'male', birthday: '1980-05-17', birthplace: '广东省广州市越秀区', birthplaceCode: '440104',
    nation: '汉族', collected: true, collectDate: COLLECT_DATE, salivaAgree: true, geneRelatives: true
  }
}

export async function createKitApp(options: TestAppOptions = {}): Promise<KitApp> {
  const t = await createAccountsApp(options)
  const staffSession = await t.signUp(newPhone(), newName('实验室'))
  await new LabService(t.app.db, t.app.storage, t.now).grantRole(staffSession.userId)
  const kit: KitApp = Object.assign(t, {
    staff: staffSession.token,
    async user(options: { sensitiveConsent?: boolean } = {}) {
      const s = await t.signUp(newPhone(), newName())
      if (options.sensitiveConsent !== false) {
        const r = json(await t.signed({ method: 'POST', url: CONSENT.accept.path, body: { accepted: [{ document: 'sensitive', version: AGREEMENTS.sensitive.version }] }, headers: auth(s.token) }))
        if (r.code !== 0) throw new Error(`consent failed: ${JSON.stringify(r)}`)
      }
      return { token: s.token, userId: s.userId }
    },
    async produce(sku = 'standard', count = 1) {
      const res = await t.signed({ method: 'POST', url: LAB_ENDPOINTS.produceBatch.path, body: { sku, count }, headers: auth(staffSession.token) })
      const body = json<{ barcodes: string[] }>(res)
      if (body.code !== 0) throw new Error(`produce failed: ${res.body}`)
      return body.data.barcodes
    },
    async bind(token: string, barcode: string, draft: Record<string, unknown> = {}) {
      const put = await t.signed({ method: 'PUT', url: BIND_ENDPOINTS.saveDraft.path, body: { ...baseDraft(barcode), ...draft }, headers: auth(token) })
      if (json(put).code !== 0) return json<any>(put)
      return json<any>(await t.signed({ method: 'POST', url: BIND_ENDPOINTS.submit.path, body: {}, headers: auth(token) }))
    },
    async lab(action: 'receive' | 'qc' | 'release' | 'retry', barcode: string, body?: unknown) {
      const url = LAB_ENDPOINTS[action].path.replace(':barcode', barcode)
      return json<any>(await t.signed({ method: 'POST', url, body: body ?? {}, headers: auth(staffSession.token) }))
    },
    async upload(barcode: string, content: Buffer, filename = 'genotype.txt') {
      const res = await signedUpload(t, LAB_ENDPOINTS.uploadGenotype.path.replace(':barcode', barcode), {}, multipart(content, { filename, contentType: 'text/plain' }), auth(staffSession.token))
      return json<any>(res)
    },
    async get(url: string, token?: string, query: Record<string, string> = {}) {
      return json<any>(await t.signed({ method: 'GET', url, query, headers: token ? auth(token) : {} }))
    }
  })
  return kit
}

const fileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-kit-files-'))
afterAll(() => fs.rmSync(fileDir, { recursive: true, force: true }))

/** real genotypes of a 1000 Genomes sample (AIMs and chrMT) */
export async function realSampleFile(sample = 'NA18525'): Promise<Buffer> {
  const out = path.join(fileDir, `${sample}.txt`)
  if (!fs.existsSync(out)) await writeThousandGenomesFile({ sample, out })
  return fs.readFileSync(out)
}

/** a synthetic full-size chip file of a man (every panel marker, Y included) */
export async function syntheticMaleFile(): Promise<Buffer> {
  const out = path.join(fileDir, 'male.txt')
  if (!fs.existsSync(out)) await generateRawFile({ vendor: '23andme', population: 'CHB', sex: 'male', seed: '7', noCallRate: 0.008, out, gzip: false } as never)
  return fs.readFileSync(out)
}
