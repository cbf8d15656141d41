import * as fs from 'fs'
import * as zlib from 'zlib'
import type { UnzipFile } from 'fflate'
import { GenotypeFileError } from './errors'

export type Compression = 'none' | 'gzip' | 'zip'

export interface InputInfo {
  compression: Compression
  /** the entry read from a zip archive */
  innerFile?: string
  /** other file entries of the zip archive, not read (first five) */
  otherEntries?: string[]
  /** bytes of the file as given (compressed size for gzip/zip) */
  fileBytes: number
}

/** magic numbers of formats people upload by mistake, named in the refusal */
const FOREIGN_MAGIC: [number[], string][] = [
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x42, 0x5a, 0x68], 'a bzip2 archive (decompress it, or upload the .txt, .zip or .gz)'],
  [[0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], 'an xz archive (decompress it, or upload the .txt, .zip or .gz)'],
  [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 'a 7-Zip archive (upload the .txt, .zip or .gz)'],
  [[0x52, 0x61, 0x72, 0x21], 'a RAR archive (upload the .txt, .zip or .gz)'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'a Microsoft Office document (export the raw data as text)'],
  [[0x6c, 0x1b, 0x01], 'a PLINK binary .bed file (convert with plink --recode 23 or --recode vcf)'],
  [[0x42, 0x41, 0x4d, 0x01], 'a BAM alignment file (call genotypes into a VCF first)'],
  [[0x43, 0x52, 0x41, 0x4d], 'a CRAM alignment file (call genotypes into a VCF first)'],
  [[0x1f, 0x8b], 'an archive inside the archive (unpack it and upload the raw data file)'],
  [[0x50, 0x4b, 0x03, 0x04], 'an archive inside the archive (unpack it and upload the raw data file)'],
  [[0xff, 0xfe], 'UTF-16 text (save the file as UTF-8)'],
  [[0xfe, 0xff], 'UTF-16 text (save the file as UTF-8)']
]

function startsWith(b: Uint8Array, magic: number[]): boolean {
  return b.length >= magic.length && magic.every((m, i) => b[i] === m)
}

/** true when the start of decompressed content looks like text: no NUL, few control bytes */
export function looksLikeText(b: Uint8Array): boolean {
  const n = Math.min(b.length, 64 * 1024)
  let control = 0
  for (let i = 0; i < n; i++) {
    const c = b[i]
    if (c === 0) return false
    if (c < 9 || (c > 13 && c < 32) || c === 127) control++
  }
  return control <= n * 0.01
}

export type ChunkHandler = (chunk: Uint8Array) => void

/**
 * Bounds on what a file may expand to, checked while it streams: a decompression bomb (a 1 MB
 * zip of 1 GB of zeros, a gzip of 640 MB of repeated lines), a single endless line or a zip of
 * thousands of entries is refused after reading at most the bound, never held whole.
 */
export interface InputLimits {
  /** decompressed bytes at most (a consumer chip file is 15-80 MB of text) */
  maxTextBytes: number
  /** beyond `ratioFloorBytes` of text, decompressed bytes per byte of the file at most (genotype text packs 4-10 fold) */
  maxRatio: number
  ratioFloorBytes: number
  /** the longest line (a genotype line is < 200 bytes, an Illumina report line < 1 KB, a VCF header line a few KB) */
  maxLineBytes: number
  /** file entries of a zip archive at most (an export holds one or a few) */
  maxZipEntries: number
}

export const INPUT_LIMITS: Readonly<InputLimits> = {
  maxTextBytes: 400 << 20,
  maxRatio: 60,
  ratioFloorBytes: 64 << 20,
  maxLineBytes: 1 << 20,
  maxZipEntries: 200
}

/** compressed bytes handed to the zip inflater at once: deflate expands at most ~1032-fold, so one step yields ≤ 17 MB */
const ZIP_STEP = 16 << 10

/** wraps onChunk with the size, ratio and line-length bounds; chunks go on in pieces no longer than a line may be */
function limitedSink(onChunk: ChunkHandler, limits: InputLimits, fileBytes: number, what: () => string): ChunkHandler {
  const piece = Math.max(1, Math.min(1 << 20, limits.maxLineBytes))
  const ratioBound = Math.max(limits.ratioFloorBytes, fileBytes * limits.maxRatio)
  let text = 0
  // bytes since the last newline; a line wholly inside one piece is shorter than a piece
  let open = 0
  return chunk => {
    for (let off = 0; off < chunk.length; off += piece) {
      const c = off === 0 && chunk.length <= piece ? chunk : chunk.subarray(off, off + piece)
      text += c.length
      if (text > limits.maxTextBytes) {
        throw new GenotypeFileError('too-large', `${what()} expands to more than ${limits.maxTextBytes >> 20} MB of text: no raw genotype file is that large`)
      }
      if (text > ratioBound) {
        throw new GenotypeFileError('too-large', `${what()} expands more than ${limits.maxRatio}-fold (${fileBytes} bytes to over ${text} bytes): a compression bomb, not a raw genotype file`)
      }
      const first = c.indexOf(10)
      if (first < 0) open += c.length
      else {
        if (open + first > limits.maxLineBytes) open += first
        else open = c.length - c.lastIndexOf(10) - 1
      }
      if (open > limits.maxLineBytes) {
        throw new GenotypeFileError('foreign', `a line is longer than ${limits.maxLineBytes} bytes: this is not a genotype text file`)
      }
      onChunk(c)
    }
  }
}

/**
 * Streams a file's decompressed content to `onChunk`, chunk by chunk. Plain text, gzip
 * (Node's zlib: concatenated members accepted, truncation detected) and zip (fflate's streaming
 * Unzip: the first file entry that is not a folder or macOS metadata) are accepted; anything
 * else binary is refused with what it appears to be.
 */
export async function streamInput(input: string | Uint8Array, onChunk: ChunkHandler, limits: InputLimits = INPUT_LIMITS): Promise<InputInfo> {
  const isPath = typeof input === 'string'
  if (isPath) {
    let st: fs.Stats
    try {
      st = fs.statSync(input)
    } catch {
      throw new GenotypeFileError('unreadable', `cannot read ${input}: no such file`)
    }
    if (st.isDirectory()) throw new GenotypeFileError('unreadable', `${input} is a directory, not a file`)
    if (st.size === 0) throw new GenotypeFileError('empty', 'the file is empty')
  } else if (input.length === 0) throw new GenotypeFileError('empty', 'the file is empty')
  const fileBytes = isPath ? fs.statSync(input).size : input.length
  const head = isPath ? readHead(input) : input.subarray(0, 16)
  const kind = head[0] === 0x1f && head[1] === 0x8b ? 'the gzip file' : startsWith(head, [0x50, 0x4b, 0x03, 0x04]) ? 'the zip archive' : 'the file'
  // what the sink throws (a parser's own refusal) goes out as it is, never as a damaged archive
  const sink = limitedSink(onChunk, limits, fileBytes, () => kind)
  let sinkError: unknown
  onChunk = chunk => {
    try {
      sink(chunk)
    } catch (e) {
      sinkError = e
      throw e
    }
  }

  const chunks = (): AsyncIterable<Uint8Array> | Iterable<Uint8Array> =>
    isPath ? fs.createReadStream(input, { highWaterMark: 1 << 20 }) : [input]

  if (head[0] === 0x1f && head[1] === 0x8b) {
    const gunzip = zlib.createGunzip({ chunkSize: 1 << 20 })
    const source = isPath ? fs.createReadStream(input, { highWaterMark: 1 << 20 }) : undefined
    let first = true
    try {
      const stream = source ? source.pipe(gunzip) : gunzip
      if (!source) gunzip.end(input as Uint8Array)
      source?.on('error', e => gunzip.destroy(e))
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (first) {
          checkDecompressedHead(chunk, 'gzip')
          first = false
        }
        onChunk(chunk)
      }
    } catch (e) {
      if (e instanceof GenotypeFileError || e === sinkError) throw e
      const msg = (e as Error).message
      if (/unexpected end of file/i.test(msg)) throw new GenotypeFileError('truncated', 'the gzip file is truncated (it ends before the compressed data does): upload the complete file')
      throw new GenotypeFileError('corrupt-archive', `the gzip file is damaged: ${msg}`)
    }
    if (first) throw new GenotypeFileError('empty', 'the gzip file holds no data')
    return { compression: 'gzip', fileBytes }
  }

  if (startsWith(head, [0x50, 0x4b, 0x05, 0x06])) throw new GenotypeFileError('empty', 'the zip archive is empty')
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    try {
      return await streamZip(chunks(), onChunk, fileBytes, limits.maxZipEntries)
    } catch (e) {
      throw sinkError ?? e
    }
  }

  for (const [magic, what] of FOREIGN_MAGIC) {
    if (startsWith(head, magic)) throw new GenotypeFileError(what.startsWith('UTF-16') ? 'unsupported' : 'binary', `this is ${what}, not a raw genotype text file`)
  }
  let first = true
  for await (const chunk of isPath ? plainChunks(input) : chunks()) {
    const c = chunk as Uint8Array
    if (first) {
      checkDecompressedHead(c, 'file')
      first = false
      // a UTF-8 byte-order mark (Excel exports) is dropped
      onChunk(c[0] === 0xef && c[1] === 0xbb && c[2] === 0xbf ? c.subarray(3) : c)
      continue
    }
    onChunk(c)
  }
  return { compression: 'none', fileBytes }
}

/**
 * A plain file's bytes in 1 MB pieces read into ONE buffer, reused: the consumer handles each
 * piece before the next read (the line splitter copies the partial line it carries over), so
 * a 16 MB file does not leave 16 MB of chunks for the garbage collector.
 */
async function* plainChunks(file: string): AsyncIterable<Uint8Array> {
  const fh = await fs.promises.open(file, 'r')
  try {
    const buf = new Uint8Array(1 << 20)
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, buf.length, null)
      if (bytesRead === 0) return
      yield buf.subarray(0, bytesRead)
    }
  } finally {
    await fh.close()
  }
}

function readHead(file: string): Uint8Array {
  const fd = fs.openSync(file, 'r')
  try {
    const b = Buffer.alloc(16)
    const n = fs.readSync(fd, b, 0, 16, 0)
    return b.subarray(0, n)
  } finally {
    fs.closeSync(fd)
  }
}

function checkDecompressedHead(chunk: Uint8Array, container: string): void {
  for (const [magic, what] of FOREIGN_MAGIC) {
    if (startsWith(chunk, magic)) throw new GenotypeFileError(what.startsWith('UTF-16') ? 'unsupported' : 'binary', `the ${container} holds ${what}, not a raw genotype text file`)
  }
  if (!looksLikeText(chunk)) throw new GenotypeFileError('binary', `the ${container === 'file' ? 'file' : container + ' content'} is binary, not a raw genotype text file`)
}

const SKIP_ENTRY = /(^|\/)(__MACOSX\/|\.DS_Store$|\._)/

async function streamZip(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, onChunk: ChunkHandler, fileBytes: number, maxEntries: number): Promise<InputInfo> {
  // fflate loads with the first zip: plain and gzip files do not pay for it
  const { Unzip, UnzipInflate } = await import('fflate')
  let chosen: UnzipFile | undefined
  const others: string[] = []
  let entries = 0
  let failure: Error | undefined
  let done = false
  let first = true
  const unzip = new Unzip(file => {
    if (++entries > maxEntries && !failure) failure = new GenotypeFileError('too-large', `the zip archive holds more than ${maxEntries} entries: upload the raw data file alone`)
    if (failure || file.name.endsWith('/') || SKIP_ENTRY.test(file.name)) return
    if (chosen) {
      if (others.length < 5) others.push(file.name)
      return
    }
    chosen = file
    file.ondata = (err, data, final) => {
      if (failure) return
      if (err) {
        failure = new GenotypeFileError('corrupt-archive', `the zip entry ${file.name} is damaged: ${err.message}`)
        return
      }
      try {
        if (first && data.length) {
          checkDecompressedHead(data, `zip entry ${file.name}`)
          first = false
        }
        if (data.length) onChunk(data)
        if (final) done = true
      } catch (e) {
        failure = e as Error
      }
    }
    try {
      file.start()
    } catch (e) {
      failure = new GenotypeFileError('unsupported', `the zip entry ${file.name} uses a compression method other than deflate or store`)
    }
  })
  unzip.register(UnzipInflate)
  try {
    for await (const chunk of source) {
      const c = chunk as Uint8Array
      // in small steps: one push inflates everything it is given at once
      for (let off = 0; off < c.length; off += ZIP_STEP) {
        unzip.push(c.subarray(off, off + ZIP_STEP))
        if (failure) throw failure
      }
    }
    unzip.push(new Uint8Array(0), true)
  } catch (e) {
    if (e instanceof GenotypeFileError) throw e
    throw new GenotypeFileError('corrupt-archive', `the zip archive is damaged: ${(e as Error).message}`)
  }
  if (failure) throw failure
  if (!chosen) throw new GenotypeFileError('empty', 'the zip archive holds no file')
  if (!done) throw new GenotypeFileError('truncated', `the zip archive is truncated: ${chosen.name} ends early`)
  if (first) throw new GenotypeFileError('empty', `the zip entry ${chosen.name} is empty`)
  return { compression: 'zip', innerFile: chosen.name, otherEntries: others.slice(0, 5), fileBytes }
}
