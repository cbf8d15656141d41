import * as fs from 'fs'
import * as os from 'os'
import * as path from 'path'
import { engineFingerprint } from './cache'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-fingerprint-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('the engine fingerprint of the panel cache key', () => {
  it('is hashed once and then read from the cache directory under a key over the files', () => {
    const a = path.join(dir, 'a')
    const b = path.join(dir, 'b')
    const first = engineFingerprint(a)
    expect(first).toMatch(/^[0-9a-f]{16}$/)
    const memos = fs.readdirSync(a).filter(f => /^fingerprint-[0-9a-f]+\.txt$/.test(f))
    expect(memos).toHaveLength(1)
    expect(fs.readFileSync(path.join(a, memos[0]), 'utf8')).toBe(first)
    // hashed afresh in another directory: the same content gives the same fingerprint
    expect(engineFingerprint(b)).toBe(first)
    // the memo is what a later process reads (a damaged one is hashed again)
    fs.writeFileSync(path.join(a, memos[0]), 'not a fingerprint')
    expect(engineFingerprint(a)).toBe(first)
    expect(fs.readFileSync(path.join(a, memos[0]), 'utf8')).toBe(first)
  })
})
