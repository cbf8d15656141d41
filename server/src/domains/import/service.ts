/**
 * Raw-data import (spec 2.5 /import/chip, 3.14 "Gene data upload"): a user uploads a raw file
 * from another company with the tested person's info. The file is read by the genome engine
 * first; a file it refuses (unknown format, binary, truncated, another build, too few markers)
 * is answered in plain Chinese with nothing stored. An accepted file becomes a detection of its
 * own (barcode IM + 10 digits, never a kit's XG), goes straight to `genotyped`, and the same
 * analysis pipeline as a laboratory file takes it from there.
 */
import { randomBytes, randomInt } from 'crypto'
import type { Readable } from 'stream'
import type { Kysely } from 'kysely'
import { APPELLATION_MESSAGES, CODES, SAMPLE_STATES, appellationProblem, nameErrors, normalizeName, normalizeRelativesName, relativesNameProblem } from '@xungen/contracts'
import type { Database } from '../../db'
import { isUniqueViolation } from '../../db/errors'
import { AppError, argError } from '../../errors'
import type { FileStorage } from '../../storage'
import { addRawFile, createDetection, createSample, recordStateChange, validBirthday } from '../persons'
import { GenomeFileRejected, inspectRawFileOffThread, storageLayouts } from '../analysis'
import { PERSON_SEALED_COLUMNS, type PersonalFields } from '../../security/personalFields'

export const IMPORT_SKU = 'import'
/** spec 3.14: up to 50 MB */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024
/** imports of one account waiting for or under analysis at once (the analysis queue is shared by everyone) */
export const IMPORT_MAX_ANALYSING = 3

/** an upload received to a temporary file (upload.ts) */
export interface ImportedFile {
  /** the temporary file's path or the bytes held in memory (endpoints/upload.ts) */
  input: string | Uint8Array
  size: number
  stream(): Readable
}

export interface ImportInfo {
  /** an existing person of the account, or the fields of a new one */
  personId?: number
  name?: string
  gender?: 'male' | 'female'
  birthday?: string
  birthplace?: string
  birthplaceCode?: string
  /** a new person: who they are to the account holder (spec 3.5), required as in the wizard */
  appellation?: string
  /** a new person: the 称呼 other accounts see; empty: the default */
  relativesName?: string
  /** relatives finding for the person */
  geneRelatives?: boolean
  /**
   * the uploader confirmed that the file is a whole-genome sequencing VCF listing only the sites
   * that differ from the reference: the analysis reads the panel sites it leaves out as
   * homozygous reference (the engine still refuses to where the file contradicts it)
   */
  wholeGenome?: boolean
}

export class ImportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    private readonly clock: () => number,
    /** the current separate consent for sensitive personal information (PIPL art. 29) */
    private readonly sensitiveConsent: (userId: number) => Promise<boolean>,
    /** a new person's name and birthplace are sealed under the account's key */
    private readonly personal: PersonalFields
  ) {}

  async importChip(userId: number, info: ImportInfo, content: ImportedFile, fileName: string) {
    const now = this.clock()
    let person: { id: number; name: string } | null = null
    if (info.personId !== undefined) {
      const p = await this.db.selectFrom('tested_persons').select(['id', 'name']).where('id', '=', info.personId).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst()
      if (!p) throw new AppError(CODES.SCT_NON_EXIST)
      person = p
    } else {
      const errors = nameErrors(normalizeName(info.name))
      if (errors.length) throw argError('name', errors[0])
      if (info.gender !== 'male' && info.gender !== 'female') throw argError('gender', '请选择性别')
      if (!validBirthday(info.birthday, now)) throw argError('birthday', '请填写正确的出生日期')
      // a new person is never saved without the relation (an account's second person is not 本人 by default)
      if (!info.appellation) throw argError('appellation', APPELLATION_MESSAGES.unknown)
      const held = await this.db.selectFrom('tested_persons').select('appellation').where('user_id', '=', userId).where('deleted_at', 'is', null).execute()
      const relation = appellationProblem(info.appellation, { sex: info.gender, heldByOthers: held.flatMap(h => (h.appellation ? [h.appellation] : [])) })
      if (relation) throw argError('appellation', relation)
      const alias = relativesNameProblem(info.relativesName, info.name)
      if (alias) throw argError('relativesName', alias)
    }
    if (!(await this.sensitiveConsent(userId))) throw argError('sensitive', '请阅读并同意《敏感个人信息处理单独同意书》后再导入')
    if (content.size === 0) throw argError('file', '请选择要导入的原始数据文件')
    if (content.size > IMPORT_MAX_BYTES) throw argError('file', '文件超过 50 MB')
    const analysing = await this.db
      .selectFrom('samples')
      .innerJoin('detections', 'detections.id', 'samples.detection_id')
      .select(eb => eb.fn.countAll<number>().as('n'))
      .where('detections.user_id', '=', userId)
      .where('detections.source', '=', 'import')
      .where('samples.state', '=', SAMPLE_STATES.ANALYSING)
      .executeTakeFirstOrThrow()
    if (Number(analysing.n) >= IMPORT_MAX_ANALYSING) {
      throw new AppError(CODES.TOO_MANY_REQUESTS, `您已有 ${IMPORT_MAX_ANALYSING} 份导入的数据正在分析，请等分析完成后再导入`, { data: { retryAfterSeconds: 60 } })
    }
    try {
      // read by the engine on a worker thread, within its input bounds (decompressed size, line length)
      // bytes go to the engine's thread by transfer (emptied here): it gets a copy, the upload keeps its own
      await inspectRawFileOffThread(typeof content.input === 'string' ? content.input : content.input.slice(), fileName, storageLayouts(this.storage), { wholeGenome: info.wholeGenome === true })
    } catch (err) {
      if (err instanceof GenomeFileRejected) throw argError('file', err.message)
      throw err
    }

    const key = `raw/users/${userId}/import-${randomBytes(12).toString('hex')}.raw`
    // under the account's own key (crypto-shredding), staged: visible only after its row commits,
    // so a crash leaves a staged file the sweep removes, never a genome without a row
    const staged = await this.storage.stage(key, content.stream(), { owner: userId, maxBytes: IMPORT_MAX_BYTES })
    const stored = staged.object
    let result: { barcode: string; personId: number; detectionId: number; sampleId: number }
    try {
      result = await this.db.transaction().execute(async trx => {
        let personId: number
        let personName: string
        if (person) {
          personId = person.id
          personName = person.name
          if (info.geneRelatives === true) await trx.updateTable('tested_persons').set({ relatives_opt_in: 1, updated_at: now }).where('id', '=', person.id).execute()
        } else {
          personName = normalizeName(info.name)
          const p = await trx
            .insertInto('tested_persons')
            .values({
              user_id: userId, sex: info.gender!, birthday: info.birthday!, birthplace_code: info.birthplaceCode ?? null, ancestral_place_code: null,
              ...(await this.personal.sealColumns(userId, { name: personName, birthplace: info.birthplace ?? null, ancestral_place: null }, PERSON_SEALED_COLUMNS, trx)),
              surname: null, nation: null, appellation: info.appellation!, relatives_name: normalizeRelativesName(info.relativesName) || null, ancestry_features: null, relatives_opt_in: info.geneRelatives ? 1 : 0, gene_origin_opt_in: 0,
              base_info_changes: 0, created_at: now, updated_at: now, deleted_at: null
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          personId = p.id
        }
        let barcode = ''
        let detectionId = 0
        for (let attempt = 0; attempt < 5 && !detectionId; attempt++) {
          barcode = `IM${String(randomInt(0, 1e10)).padStart(10, '0')}`
          const clash = await trx.selectFrom('detections').select('id').where('barcode', '=', barcode).executeTakeFirst()
          if (clash) continue
          detectionId = await createDetection(trx, { barcode, person_id: personId, user_id: userId, sku: IMPORT_SKU, product_type: 'GENETIC', submodules: JSON.stringify(['ancestor', 'standard']), collected: 0, collect_date: null, research_agree: 0, open_ancestry: 0, source: 'import', has_report: 0, created_at: now })
        }
        if (!detectionId) throw new Error('no free import barcode')
        const rawFileId = await addRawFile(
          trx,
          { detectionId, userId, storageKey: key, fileName: (fileName || 'genotype.txt').replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200), bytes: stored.size, sha256: stored.sha256, source: 'import', uploadedBy: userId, wholeGenomeConfirmed: info.wholeGenome === true },
          now
        )
        const sampleId = await createSample(trx, { detectionId, barcode, seq: 1, state: SAMPLE_STATES.GENOTYPED, rawFileId }, now)
        const base = { detectionId, barcode, ownerUserId: userId, personName, sampleId }
        await recordStateChange(trx, { ...base, state: SAMPLE_STATES.GENOTYPED, note: '第三方数据导入' }, now)
        await recordStateChange(trx, { ...base, state: SAMPLE_STATES.ANALYSING }, now)
        return { barcode, personId, detectionId, sampleId }
      })
    } catch (err) {
      await staged.abort().catch(() => undefined)
      if (isUniqueViolation(err)) throw new AppError(CODES.SCT_BOUND)
      throw err
    }
    // the row is committed: the file becomes visible (a crash before this, the sweep finishes it)
    await staged.commit()
    return { barcode: result.barcode, personId: result.personId, state: SAMPLE_STATES.ANALYSING }
  }
}
