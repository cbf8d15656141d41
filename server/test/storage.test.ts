import { createHash, randomBytes } from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { Readable } from 'stream'
import { DEFAULT_CHUNK_SIZE, generateStorageKeyText, parseStorageKeys } from '../src/storage/encryption'
import { StorageLimitError, StorageNotFoundError } from '../src/storage'
import { loadStorageKeyText } from '../src/storage/create'
import type { StorageKeyring } from '../src/storage/encryption'
import type { FileStorage } from '../src/storage'
import { localBackend, s3Backend, type StorageBackend } from './helpers/storageBackends'

/** A 23andMe-style raw data excerpt: the kind of content that must never sit on disk in clear. */
const GENOTYPES = '# rsid\tchromosome\tposition\tgenotype\nrs4477212\t1\t82154\tAA\nrs3094315\t1\t752566\tAG\n'

// the same suite on the local directory and on an S3-compatible server on loopback
describe.each<[string, () => StorageBackend]>([['local directory', localBackend], ['S3-compatible store', s3Backend]])('file storage: %s', (_name, backendOf) => {
  const backend = backendOf()
  let storage: FileStorage
  const keyring = parseStorageKeys(`k2:${randomBytes(32).toString('base64')},k1:${randomBytes(32).toString('base64')}`)
  const storageWith = (ring: StorageKeyring | null) => backend.storage(ring)

  beforeEach(async () => {
    await backend.reset()
    storage = storageWith(keyring)
  })

  it('stores and reads back a plain file, reporting its size and hash', async () => {
    const stored = await storage.put('avatars/users/1/a.png', Buffer.from('png bytes'))
    expect(stored).toEqual({ key: 'avatars/users/1/a.png', size: 9, sha256: createHash('sha256').update('png bytes').digest('hex'), encrypted: false })
    expect((await storage.read('avatars/users/1/a.png')).toString()).toBe('png bytes')
    expect((await backend.readRaw('avatars/users/1/a.png')).toString()).toBe('png bytes')
  })

  it('encrypts raw genetic data at rest and decrypts it on read', async () => {
    const stored = await storage.put('raw/users/1/genome.txt', Buffer.from(GENOTYPES), { encrypt: true })
    expect(stored).toMatchObject({ size: Buffer.byteLength(GENOTYPES), encrypted: true })
    const onDisk = await backend.readRaw('raw/users/1/genome.txt')
    expect(onDisk.toString('latin1')).not.toContain('rs4477212')
    expect(onDisk.subarray(0, 5).toString()).toBe('XGENC')
    expect((await storage.read('raw/users/1/genome.txt')).toString()).toBe(GENOTYPES)
  })

  it.each([0, 1, DEFAULT_CHUNK_SIZE - 1, DEFAULT_CHUNK_SIZE, DEFAULT_CHUNK_SIZE + 1, 3 * DEFAULT_CHUNK_SIZE])('round-trips %i bytes through encryption, streamed in odd pieces', async size => {
    const content = randomBytes(size)
    const pieces = []
    for (let i = 0; i < size; i += 7919) pieces.push(content.subarray(i, i + 7919))
    await storage.put('raw/x.bin', Readable.from(pieces), { encrypt: true })
    const back = await storage.read('raw/x.bin')
    expect(back.equals(content)).toBe(true)
  })

  it('files encrypted twice differ (a fresh key per file)', async () => {
    await storage.put('raw/a', Buffer.from(GENOTYPES), { encrypt: true })
    await storage.put('raw/b', Buffer.from(GENOTYPES), { encrypt: true })
    expect((await backend.readRaw('raw/a')).equals(await backend.readRaw('raw/b'))).toBe(false)
  })

  it('detects a modified byte', async () => {
    await storage.put('raw/t', randomBytes(100_000), { encrypt: true })
    const bytes = await backend.readRaw('raw/t')
    bytes[bytes.length - 500] ^= 1
    await backend.writeRaw('raw/t', bytes)
    await expect(storage.read('raw/t')).rejects.toThrow(/authenticate/)
  })

  it('detects a file cut at a chunk boundary', async () => {
    await storage.put('raw/t', randomBytes(3 * DEFAULT_CHUNK_SIZE), { encrypt: true })
    const bytes = await backend.readRaw('raw/t')
    // drop the final (empty) chunk: what is left is a run of complete, valid chunks
    await backend.writeRaw('raw/t', bytes.subarray(0, bytes.length - 16))
    await expect(storage.read('raw/t')).rejects.toThrow(/truncated/)
  })

  it('decrypts files written with an older key after rotation', async () => {
    const old = storageWith(parseStorageKeys(`k1:${keyring.byId.get('k1')!.key.toString('base64')}`))
    await old.put('raw/old', Buffer.from(GENOTYPES), { encrypt: true })
    expect((await storage.read('raw/old')).toString()).toBe(GENOTYPES)
    const stranger = storageWith(parseStorageKeys(generateStorageKeyText('k9')))
    await expect(stranger.read('raw/old')).rejects.toThrow(/unknown key k1/)
  })

  it('refuses content over the limit and leaves nothing behind', async () => {
    await expect(storage.put('raw/big', Readable.from([randomBytes(600), randomBytes(600)]), { maxBytes: 1000, encrypt: true })).rejects.toBeInstanceOf(StorageLimitError)
    expect(await storage.exists('raw/big')).toBe(false)
    expect(await backend.allKeys()).toEqual([])
  })

  it('replaces an object atomically', async () => {
    await storage.put('a/b', Buffer.from('one'))
    await storage.put('a/b', Buffer.from('two'))
    expect((await storage.read('a/b')).toString()).toBe('two')
  })

  it('refuses plain content that would look encrypted', async () => {
    await expect(storage.put('a/b', Buffer.from('XGENC\x01 forged'))).rejects.toThrow(/marker/)
  })

  it.each(['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/./b', 'a/b/', '', 'a\\b', 'a b'])('refuses the key %j', async key => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/)
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/)
  })

  it('reports a missing object', async () => {
    await expect(storage.get('no/such')).rejects.toBeInstanceOf(StorageNotFoundError)
    expect(await storage.exists('no/such')).toBe(false)
    expect(await storage.delete('no/such')).toBe(false)
  })

  it("deletes one object, or everything under a prefix (an account's files)", async () => {
    await storage.put('raw/users/1/a', Buffer.from('1'), { encrypt: true })
    await storage.put('raw/users/1/sub/b', Buffer.from('2'))
    await storage.put('raw/users/2/a', Buffer.from('3'))
    expect(await storage.delete('raw/users/2/a')).toBe(true)
    expect(await storage.deletePrefix('raw/users/1')).toBe(2)
    expect(await storage.exists('raw/users/1/a')).toBe(false)
    expect(await storage.deletePrefix('raw/users/404')).toBe(0)
    expect(await backend.allKeys()).toEqual([])
  })

  it("deletes an account's folders in every area, and nobody else's (users/4 is not users/42)", async () => {
    await storage.put('raw/users/4/a', Buffer.from('1'))
    await storage.put('kits/users/4/sub/b', Buffer.from('2'))
    await storage.put('raw/users/42/a', Buffer.from('3'))
    expect(await storage.deleteOwner(4)).toBe(2)
    expect(await backend.allKeys()).toEqual(['raw/users/42/a'])
  })

  it('a staged file is invisible until committed, and gone when aborted', async () => {
    const staged = await storage.stage('raw/users/1/s', Buffer.from('staged'))
    expect(await storage.exists('raw/users/1/s')).toBe(false)
    await staged.commit()
    expect((await storage.read('raw/users/1/s')).toString()).toBe('staged')
    const dropped = await storage.stage('raw/users/1/d', Buffer.from('dropped'))
    await dropped.abort()
    expect(await backend.allKeys()).toEqual(['raw/users/1/s'])
  })

  it("a reader of a committed row finishes its staged file; the writer's own commit then finds its work done", async () => {
    const staged = await storage.stage('raw/users/1/slow', Buffer.from('row committed, file not yet'), { encrypt: true })
    await storage.stage('raw/users/1/slower', Buffer.from('another key'))
    expect(await storage.exists('raw/users/1/slow')).toBe(false)
    expect(await storage.finishStaged('raw/users/1/slow')).toBe(true)
    expect((await storage.read('raw/users/1/slow')).toString()).toBe('row committed, file not yet')
    // the writer's commit after the reader's, and a second finish: both succeed, nothing is left staged
    await staged.commit()
    expect(await storage.finishStaged('raw/users/1/slow')).toBe(true)
    expect((await storage.read('raw/users/1/slow')).toString()).toBe('row committed, file not yet')
    expect(await storage.finishStaged('raw/users/1/none')).toBe(false)
    const keys = await backend.allKeys()
    expect(keys.filter(k => !k.includes('slower'))).toEqual(['raw/users/1/slow'])
    // the other key's staged file is untouched
    expect(keys.filter(k => k.includes('slower'))).toHaveLength(1)
  })

  it('the sweep finishes a staged file whose row committed, removes one without, and removes visible orphans', async () => {
    await (await storage.stage('raw/users/1/kept', Buffer.from('row committed'))).object
    await storage.stage('raw/users/1/lost', Buffer.from('no row'))
    await storage.put('raw/users/1/orphan', Buffer.from('no row'))
    await storage.put('raw/users/1/live', Buffer.from('has a row'))
    await storage.put('other/x', Buffer.from('not swept'))
    const rows = new Set(['raw/users/1/kept', 'raw/users/1/live'])
    const report = await storage.sweep({ olderThanMs: -60_000, prefixes: ['raw/'], referenced: async keys => new Set(keys.filter(k => rows.has(k))) })
    expect(report).toEqual({ temporary: 1, finished: 1, orphans: 1 })
    expect(await backend.allKeys()).toEqual(['other/x', 'raw/users/1/kept', 'raw/users/1/live'])
  })

  it('streams a file larger than one upload part (multipart on an object store), encrypted', async () => {
    const content = randomBytes(9 * 1024 * 1024 + 123)
    const pieces = []
    for (let i = 0; i < content.length; i += 1 << 20) pieces.push(content.subarray(i, i + (1 << 20)))
    const stored = await storage.put('raw/users/7/big.txt', Readable.from(pieces), { owner: undefined, encrypt: true, maxBytes: 20 * 1024 * 1024 })
    expect(stored.size).toBe(content.length)
    expect((await storage.read('raw/users/7/big.txt')).equals(content)).toBe(true)
  })

  it('refuses to encrypt without keys', async () => {
    const plainOnly = storageWith(null)
    await expect(plainOnly.put('raw/x', Buffer.from('x'), { encrypt: true })).rejects.toThrow(/not configured/)
  })
})

describe('storage encryption keys', () => {
  it('parses id:base64 entries, the first one encrypting', () => {
    const ring = parseStorageKeys(`new:${randomBytes(32).toString('base64')},old:${randomBytes(32).toString('base64')}`)
    expect(ring.current.id).toBe('new')
    expect([...ring.byId.keys()]).toEqual(['new', 'old'])
  })

  it.each([
    ['', /no key/],
    ['k1', /id:base64key/],
    [`k1:${randomBytes(16).toString('base64')}`, /32 bytes/],
    [`k1:${randomBytes(32).toString('base64')},k1:${randomBytes(32).toString('base64')}`, /twice/]
  ])('refuses %j', (text, message) => {
    expect(() => parseStorageKeys(text)).toThrow(message)
  })

  it('generates a key once for a development data directory and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-keys-'))
    try {
      const first = loadStorageKeyText({ storageEncryptionKeys: null, dataDir, env: 'development' })
      expect(loadStorageKeyText({ storageEncryptionKeys: null, dataDir, env: 'development' })).toBe(first)
      expect(fs.statSync(path.join(dataDir, 'storage-keys')).mode & 0o777).toBe(0o600)
      expect(() => parseStorageKeys(first)).not.toThrow()
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('never generates one in production', () => {
    expect(() => loadStorageKeyText({ storageEncryptionKeys: null, dataDir: os.tmpdir(), env: 'production' })).toThrow(/must be set/)
  })
})
