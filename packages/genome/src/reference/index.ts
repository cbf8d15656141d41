import * as crypto from 'crypto'
import * as fs from 'fs'
import * as path from 'path'
import * as readline from 'readline'
import * as zlib from 'zlib'
import { genomePackageDir, repositoryRoot } from './package-paths'

export { genomePackageDir, repositoryRoot, genomeCacheDir } from './package-paths'

/**
 * Reference data access. The engine never ships public datasets: it reads them from a
 * reference directory described by `packages/genome/reference/manifest.json` (name, file,
 * version, source repository and commit, licence, sha256). See README.md, "Reference data".
 */

export interface DatasetSource {
  repo: string
  commit: string
  path: string
}

export interface DatasetEntry {
  /** stable name used by code, e.g. 'hapmap3-chr1-frequencies' */
  name: string
  /** path relative to the reference directory */
  file: string
  version: string
  source: DatasetSource
  licence: string
  description: string
  bytes: number
  sha256: string
}

export interface ReferenceManifest {
  manifestVersion: number
  description: string
  build: string
  datasets: DatasetEntry[]
}

export const REFERENCE_DIR_ENV = 'XUNGEN_REFERENCE_DIR'

/** Raised when reference data is missing, unreadable or does not match the manifest. */
export class ReferenceDataError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ReferenceDataError'
  }
}

let manifestCache: ReferenceManifest | undefined

export function loadManifest(): ReferenceManifest {
  if (!manifestCache) {
    const file = path.join(genomePackageDir(), 'reference', 'manifest.json')
    manifestCache = JSON.parse(fs.readFileSync(file, 'utf8')) as ReferenceManifest
  }
  return manifestCache
}

function howToObtain(manifest: ReferenceManifest): string {
  const repos = new Map<string, string>()
  for (const d of manifest.datasets) repos.set(d.source.repo, d.source.commit)
  const lines = [...repos].map(([repo, commit]) => `  - ${repo} at commit ${commit}`)
  return [
    `Set ${REFERENCE_DIR_ENV} to a directory holding the public reference datasets, or place the`,
    'mirror at ../shared/data beside the repository. The files, their paths and checksums are listed',
    'in packages/genome/reference/manifest.json; they come from these public repositories:',
    ...lines,
    'Check a directory with: npm run reference:check -w @xungen/genome'
  ].join('\n')
}

/** Resolves the reference directory: XUNGEN_REFERENCE_DIR, else <repo>/../shared/data, else a plain error. */
export function resolveReferenceDir(env: NodeJS.ProcessEnv = process.env): string {
  const manifest = loadManifest()
  const configured = env[REFERENCE_DIR_ENV]
  if (configured && configured.trim()) {
    const dir = path.resolve(configured)
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
      throw new ReferenceDataError(`${REFERENCE_DIR_ENV}=${configured} is not a directory.\n${howToObtain(manifest)}`)
    }
    return dir
  }
  const mirror = path.resolve(repositoryRoot(), '..', 'shared', 'data')
  if (fs.existsSync(mirror) && fs.statSync(mirror).isDirectory()) return mirror
  throw new ReferenceDataError(`No reference data directory found (${REFERENCE_DIR_ENV} is not set and ${mirror} does not exist).\n${howToObtain(manifest)}`)
}

export interface VerifyRow {
  name: string
  file: string
  status: 'ok' | 'missing' | 'checksum-mismatch' | 'size-mismatch'
  bytes?: number
  expectedSha256: string
  actualSha256?: string
}

export interface Reference {
  /** absolute reference directory */
  readonly dir: string
  readonly manifest: ReferenceManifest
  /** true when the manifest lists the dataset and its file exists */
  has(name: string): boolean
  entry(name: string): DatasetEntry
  /** absolute path of a dataset's file; throws ReferenceDataError when unknown or missing */
  path(name: string): string
  /** streams a dataset's lines (gzip decompressed transparently), without line terminators */
  lines(name: string): AsyncIterable<string>
  /** whole contents as bytes (gzip decompressed); for small datasets only */
  bytes(name: string): Buffer
  /** whole contents as UTF-8 text (gzip decompressed); for small datasets only */
  text(name: string): string
  /** checks every file of the manifest against its size and sha256 */
  verify(): Promise<VerifyRow[]>
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256')
    fs.createReadStream(file)
      .on('data', chunk => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** Opens the reference data. `dir` overrides the resolution; `env` replaces process.env for it. */
export function getReference(options: { dir?: string; env?: NodeJS.ProcessEnv } = {}): Reference {
  const manifest = loadManifest()
  const dir = options.dir ? path.resolve(options.dir) : resolveReferenceDir(options.env)
  const byName = new Map(manifest.datasets.map(d => [d.name, d]))

  const entry = (name: string): DatasetEntry => {
    const e = byName.get(name)
    if (!e) throw new ReferenceDataError(`unknown reference dataset '${name}' (not in packages/genome/reference/manifest.json)`)
    return e
  }
  const filePath = (name: string): string => {
    const e = entry(name)
    const p = path.join(dir, e.file)
    if (!fs.existsSync(p)) {
      throw new ReferenceDataError(`reference dataset '${name}' is missing: ${p}\n(${e.description}; from ${e.source.repo} ${e.source.path} at ${e.source.commit})\n${howToObtain(manifest)}`)
    }
    return p
  }
  const bytes = (name: string): Buffer => {
    const p = filePath(name)
    const raw = fs.readFileSync(p)
    return p.endsWith('.gz') ? zlib.gunzipSync(raw) : raw
  }

  return {
    dir,
    manifest,
    has: name => byName.has(name) && fs.existsSync(path.join(dir, byName.get(name)!.file)),
    entry,
    path: filePath,
    bytes,
    text: name => bytes(name).toString('utf8'),
    lines(name: string): AsyncIterable<string> {
      const p = filePath(name)
      return {
        [Symbol.asyncIterator]() {
          const raw = fs.createReadStream(p, { highWaterMark: 1 << 20 })
          const input = p.endsWith('.gz') ? raw.pipe(zlib.createGunzip()) : raw
          raw.on('error', err => input.emit('error', err))
          return readline.createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]()
        }
      }
    },
    async verify(): Promise<VerifyRow[]> {
      const rows: VerifyRow[] = []
      for (const e of manifest.datasets) {
        const p = path.join(dir, e.file)
        if (!fs.existsSync(p)) {
          rows.push({ name: e.name, file: e.file, status: 'missing', expectedSha256: e.sha256 })
          continue
        }
        const size = fs.statSync(p).size
        const actual = await sha256File(p)
        const status = actual === e.sha256 ? 'ok' : size !== e.bytes ? 'size-mismatch' : 'checksum-mismatch'
        rows.push({ name: e.name, file: e.file, status, bytes: size, expectedSha256: e.sha256, actualSha256: actual })
      }
      return rows
    }
  }
}
