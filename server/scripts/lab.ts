/**
 * `npm run lab -- <command>`: the laboratory from a shell, over the same services as /ops/lab,
 * on the database and storage of the environment (DATABASE_URL / DATA_DIR, docs/server.md).
 *
 *   grant-role --phone 13800138000 [--nation 86] [--role lab]   give an account a staff role
 *   produce --sku standard --count 10                           a batch of kits; prints the barcodes
 *   batches                                                     the batches
 *   samples [--state received]                                  the latest sample of every bound kit
 *   receive BARCODE                                             the sample (or the re-sent one) arrived
 *   qc BARCODE --pass | --fail [--note TEXT]                    DNA QC result
 *   upload BARCODE FILE                                         the chip's raw file; the analysis runs here
 *   release BARCODE [--note TEXT] [--conclusion genetic|declared --reason TEXT]   publish a held report (after a sex mismatch: the conclusion and the reason the owner reads)
 *   retry BARCODE                                               analyse a failed sample again
 *   analyse                                                     run every analysis left unfinished
 *   archive [--older-than-days 180]                             move old raw files to the archive
 * --json prints the answer as JSON. Exit 1 with the reason on stderr when a rule refuses.
 */
import fs from 'fs'
import path from 'path'
import { parseArgs } from 'util'
import { loadConfig } from '../src/config'
import { createDatabase, migrateToLatest } from '../src/db'
import { createStorage } from '../src/storage/create'
import { AppError } from '../src/errors'
import { LabService } from '../src/domains/lab/service'
import { AnalysisPipeline } from '../src/domains/analysis/pipeline'
import { RelativesIndex } from '../src/domains/analysis/relativesIndex'
import { RAW_ARCHIVE_AFTER_DAYS, RawDataService } from '../src/domains/persons'

const quietLog = { info() {}, warn() {}, error: (o: unknown, m?: string) => console.error(m ?? '', o) } as never

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      phone: { type: 'string' }, nation: { type: 'string' }, role: { type: 'string' }, sku: { type: 'string' }, count: { type: 'string' },
      state: { type: 'string' }, 'older-than-days': { type: 'string' }, pass: { type: 'boolean' }, fail: { type: 'boolean' }, note: { type: 'string' }, conclusion: { type: 'string' }, reason: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }
    }
  })
  const [command, ...rest] = positionals
  if (!command || values.help) {
    console.log(fs.readFileSync(__filename, 'utf8').split('*/')[0].replace(/^\/\*\*|^ \* ?/gm, '').trim())
    return command ? 0 : 2
  }
  const config = loadConfig(process.env)
  const database = createDatabase(config.databaseUrl)
  let pipeline: AnalysisPipeline | undefined
  try {
    await migrateToLatest(database.db)
    const storage = createStorage(config)
    // the CLI runs the pipeline's work at once: a server's queue would not see this process's jobs
    pipeline = new AnalysisPipeline(
      database.db,
      storage,
      { analysis: async id => void (await pipeline!.analyse(id)), relatives: async id => void (await pipeline!.matchRelatives(id)) },
      Date.now,
      quietLog,
      new RelativesIndex(database.db, storage, path.join(config.dataDir, 'relatives-index'))
    )
    // the server follows the sample's events (a running server also delivers this process's notices); here the analysis runs at once
    const lab = new LabService(database.db, storage, Date.now)
    const print = (v: unknown, text: () => string) => console.log(values.json ? JSON.stringify(v, null, 2) : text())
    const barcode = () => {
      if (!rest[0]) throw new Error(`${command} needs a BARCODE`)
      return rest[0]
    }
    switch (command) {
      case 'grant-role': {
        if (!values.phone) throw new Error('grant-role needs --phone')
        const user = await database.db.selectFrom('users').select('id').where('phone', '=', values.phone).where('nation_code', '=', values.nation ?? '86').where('deleted_at', 'is', null).executeTakeFirst()
        if (!user) throw new Error(`no account with phone ${values.phone}`)
        await lab.grantRole(user.id, values.role ?? 'lab')
        print({ userId: user.id, role: values.role ?? 'lab' }, () => `account ${user.id} now has the ${values.role ?? 'lab'} role`)
        return 0
      }
      case 'produce': {
        const r = await lab.produceBatch(null, values.sku ?? 'standard', Number(values.count ?? '1'))
        print(r, () => `batch ${r.batchId}: ${r.barcodes.length} × ${r.sku} (${r.productType})\n${r.barcodes.join('\n')}`)
        return 0
      }
      case 'batches': {
        const r = await lab.batches()
        print(r, () => r.list.map(b => `${b.id}\t${b.sku}\t${b.productType}\t${b.count}\t${new Date(b.createdAt).toISOString()}`).join('\n'))
        return 0
      }
      case 'samples': {
        const r = await lab.samples(values.state)
        print(r, () => r.list.map(s => `${s.barcode}\t#${s.seq}\t${s.state}\t${s.personName}${s.holdReason ? `\t${s.holdReason}` : ''}`).join('\n'))
        return 0
      }
      case 'receive':
      case 'qc':
      case 'upload':
      case 'release':
      case 'retry': {
        let r
        if (command === 'receive') r = await lab.receive(null, barcode())
        else if (command === 'qc') {
          if (values.pass === values.fail) throw new Error('qc needs --pass or --fail')
          r = await lab.qc(null, barcode(), Boolean(values.pass), values.note)
        } else if (command === 'upload') {
          const file = rest[1]
          if (!file) throw new Error('upload needs BARCODE FILE')
          r = await lab.uploadGenotype(null, barcode(), fs.readFileSync(file), path.basename(file))
        } else if (command === 'release') r = await lab.release(null, barcode(), { note: values.note, sexConclusion: values.conclusion as 'genetic' | 'declared' | undefined, reason: values.reason })
        else r = await lab.retry(null, barcode())
        if (r.state === 'analysing') {
          const sample = await database.db.selectFrom('samples').select('id').where('barcode', '=', r.barcode).where('seq', '=', r.seq).executeTakeFirstOrThrow()
          await pipeline.analyse(sample.id)
          r = await lab.summary(r.barcode)
        }
        print(r, () => `${r.barcode} #${r.seq}: ${r.state}${r.holdReason ? ` (${r.holdReason})` : ''}`)
        return 0
      }
      case 'analyse': {
        const rows = await database.db.selectFrom('samples').select(['id', 'barcode']).where('state', '=', 'analysing').execute()
        for (const s of rows) console.log(`${s.barcode}: ${await pipeline.analyse(s.id)}`)
        return 0
      }
      case 'archive': {
        const days = Number(values['older-than-days'] ?? RAW_ARCHIVE_AFTER_DAYS)
        const n = await new RawDataService(database.db, storage, Date.now).archiveOld(days * 86_400_000)
        print({ archived: n }, () => `${n} raw file(s) archived`)
        return 0
      }
      default:
        console.error(`lab: unknown command ${command} (npm run lab -- --help)`)
        return 2
    }
  } finally {
    await pipeline?.relativesIndex.close()
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  code => process.exit(code),
  err => {
    console.error(`lab: ${err instanceof AppError ? `${err.message} (${err.code})` : (err as Error).message}`)
    process.exit(1)
  }
)
