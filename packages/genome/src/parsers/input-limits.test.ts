/**
 * Hostile inputs at the input layer (issue 20): decompression bombs, endless lines, zips of
 * thousands of entries and archives inside archives are refused while streaming, after at most
 * the bounds of INPUT_LIMITS, with bounded memory. The bombs are built in memory from repeated
 * compressed pieces (concatenated gzip members, sync-flushed deflate blocks): no gigabyte is
 * ever written or held.
 */
import * as zlib from 'zlib'
import { zipSync, strToU8 } from 'fflate'
import { GenotypeFileError, INPUT_LIMITS, streamInput } from './index'

jest.setTimeout(120_000)

const MB = 1 << 20

/** `times` copies of `piece`, gzip-compressed once: concatenated gzip members are one valid gzip file */
function gzipBomb(piece: Buffer, times: number): Buffer {
  const member = zlib.gzipSync(piece, { level: 9 })
  return Buffer.concat(Array.from({ length: times }, () => member))
}

/** a zip entry of `times` copies of `piece` (raw deflate blocks, sync-flushed so that they can be repeated) */
function zipBomb(name: string, piece: Buffer, times: number): Buffer {
  const block = zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })
  const data = Buffer.concat([...Array.from({ length: times }, () => block), Buffer.from([0x03, 0x00])])
  return zipOf(name, data, piece.length * times)
}

function zipOf(name: string, data: Buffer, size: number): Buffer {
  const n = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(size >>> 0, 22)
  local.writeUInt16LE(n.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(size >>> 0, 24)
  central.writeUInt16LE(n.length, 28)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(46 + n.length, 12)
  end.writeUInt32LE(30 + n.length + data.length, 16)
  return Buffer.concat([local, n, data, central, n, end])
}

/** 1 MB of whole genotype lines */
function genotypeMegabyte(): Buffer {
  const line = 'rs4477212\t1\t82154\tAA\n'
  return Buffer.from(line.repeat(Math.floor(MB / line.length)))
}

/** the most text a compressed file of this size may give */
const expansionBound = (file: Uint8Array) => Math.max(INPUT_LIMITS.ratioFloorBytes, file.length * INPUT_LIMITS.maxRatio)

/** streams the input; answers the refusal, the bytes handed on and the resident memory it added */
async function consume(input: Uint8Array, limits = INPUT_LIMITS) {
  const rss0 = process.memoryUsage().rss
  let bytes = 0
  let error: GenotypeFileError | undefined
  try {
    await streamInput(input, chunk => void (bytes += chunk.length), limits)
  } catch (err) {
    error = err as GenotypeFileError
  }
  return { error, bytes, grew: process.memoryUsage().rss - rss0 }
}

describe('decompression bombs and huge inputs are refused while streaming', () => {
  it('a 1 MB zip of 1 GB of zeros: refused as binary from its first bytes, memory bounded', async () => {
    const bomb = zipBomb('genome.txt', Buffer.alloc(MB), 1024)
    expect(bomb.length).toBeLessThan(1.5 * MB)
    const r = await consume(bomb)
    expect(r.error).toBeInstanceOf(GenotypeFileError)
    expect(r.error!.code).toBe('binary')
    expect(r.bytes).toBe(0)
    expect(r.grew).toBeLessThan(200 * MB)
  })

  it('a zip of 1 GB of genotype lines: refused as too large after the expansion bound, memory bounded', async () => {
    const bomb = zipBomb('genome.txt', genotypeMegabyte(), 1024)
    const r = await consume(bomb)
    expect(r.error?.code).toBe('too-large')
    expect(r.error?.message).toMatch(/compression bomb/)
    expect(r.bytes).toBeLessThanOrEqual(expansionBound(bomb))
    expect(r.bytes).toBeLessThan(200 * MB)
    expect(r.grew).toBeLessThan(200 * MB)
  })

  it('a ~1 MB gzip of 640 MB of genotype lines is refused', async () => {
    const bomb = gzipBomb(genotypeMegabyte(), 640)
    expect(bomb.length).toBeLessThan(2 * MB)
    const r = await consume(bomb)
    expect(r.error?.code).toBe('too-large')
    expect(r.bytes).toBeLessThanOrEqual(expansionBound(bomb))
  })

  it('a single 1 GB line (gzip) is refused after about a megabyte', async () => {
    const r = await consume(gzipBomb(Buffer.alloc(MB, 'A'), 1024))
    expect(r.error?.code).toBe('foreign')
    expect(r.error?.message).toMatch(/longer than/)
    expect(r.bytes).toBeLessThanOrEqual(INPUT_LIMITS.maxLineBytes)
    expect(r.grew).toBeLessThan(200 * MB)
  })

  it('a line longer than the bound inside one plain chunk is refused', async () => {
    const text = Buffer.from('rs1\t1\t101\tAA\n' + 'C'.repeat(3000) + '\nrs2\t1\t102\tCC\n')
    const r = await consume(text, { ...INPUT_LIMITS, maxLineBytes: 1000 })
    expect(r.error?.code).toBe('foreign')
    const ok = await consume(text, { ...INPUT_LIMITS, maxLineBytes: 4000 })
    expect(ok.error).toBeUndefined()
    expect(ok.bytes).toBe(text.length)
  })

  it('more decompressed text than maxTextBytes is refused even at a plain ratio', async () => {
    const plain = Buffer.concat([genotypeMegabyte(), genotypeMegabyte(), genotypeMegabyte()])
    const r = await consume(plain, { ...INPUT_LIMITS, maxTextBytes: 2 * MB })
    expect(r.error?.code).toBe('too-large')
    expect(r.bytes).toBeLessThanOrEqual(2 * MB)
  })

  it('a zip with thousands of entries is refused', async () => {
    const files: Record<string, Uint8Array> = {}
    for (let i = 0; i < 5000; i++) files[`part-${i}.txt`] = strToU8(`rs${i + 1}\t1\t${100 + i}\tAA\n`)
    const r = await consume(zipSync(files, { level: 0 }))
    expect(r.error?.code).toBe('too-large')
    expect(r.error?.message).toMatch(/more than 200 entries/)
  })

  it('archives inside archives are refused, named as such', async () => {
    const inner = zipSync({ 'genome.txt': strToU8('rs1\t1\t101\tAA\n') })
    const zipInZip = await consume(zipSync({ 'genome.zip': inner }, { level: 0 }))
    expect(zipInZip.error?.message).toMatch(/archive inside the archive/)
    const gzInGz = await consume(zlib.gzipSync(zlib.gzipSync(Buffer.from('rs1\t1\t101\tAA\n'))))
    expect(gzInGz.error?.message).toMatch(/archive inside the archive/)
    const gzInZip = await consume(zipSync({ 'genome.txt.gz': zlib.gzipSync(Buffer.from('rs1\t1\t101\tAA\n')) }, { level: 0 }))
    expect(gzInZip.error?.message).toMatch(/archive inside the archive/)
  })

  it('an ordinary compressed export passes the bounds untouched', async () => {
    const text = genotypeMegabyte()
    for (const input of [zlib.gzipSync(text), zipSync({ 'genome.txt': text })]) {
      const r = await consume(input)
      expect(r.error).toBeUndefined()
      expect(r.bytes).toBe(text.length)
    }
  })

  it('a refusal thrown by the consumer goes out as it is, not as a damaged archive', async () => {
    class Refused extends Error {}
    const text = genotypeMegabyte()
    for (const input of [zlib.gzipSync(text), zipSync({ 'genome.txt': text }), text]) {
      await expect(streamInput(input, () => { throw new Refused('no') })).rejects.toBeInstanceOf(Refused)
    }
  })
})
