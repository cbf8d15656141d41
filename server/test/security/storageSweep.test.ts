/**
 * Issue 12 probe 9: after kill -9 during an upload burst, stored images without a row and
 * temporary files stayed for ever. Files are now staged beside their target and become visible
 * only after their row commits; the sweep (at start and on a timer) finishes staged files whose
 * row committed, and removes unfinished ones and visible files without a row.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { LocalFileStorage } from '../../src/storage/local'
import { generateStorageKeyText, parseStorageKeys } from '../../src/storage/encryption'
import { StorageSweeper } from '../../src/storage/sweeper'

describe('issue 12 probe 9: staged writes and the storage sweep', () => {
  let root: string
  let storage: LocalFileStorage
  const rows = new Set<string>()
  let sweeper: StorageSweeper
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-sweep-'))
    storage = new LocalFileStorage(root, parseStorageKeys(generateStorageKeyText()))
    rows.clear()
    sweeper = new StorageSweeper(storage, 0)
    sweeper.register('images/', async keys => new Set(keys.filter(k => rows.has(k))))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const visible = () => fs.readdirSync(path.join(root, 'images/users/1'))

  it('a staged file is invisible under its key until commit, and abort leaves nothing', async () => {
    const staged = await storage.stage('images/users/1/a.jpg', Buffer.from('one'))
    expect(await storage.exists('images/users/1/a.jpg')).toBe(false)
    await staged.commit()
    expect((await storage.read('images/users/1/a.jpg')).toString()).toBe('one')
    const dropped = await storage.stage('images/users/1/b.jpg', Buffer.from('two'))
    await dropped.abort()
    expect(visible()).toEqual(['a.jpg'])
  })

  it('the sweep finishes a staged file whose row committed, removes one whose row never did, and removes files without rows', async () => {
    // the process died after the row of a.jpg committed, before its rename
    await storage.stage('images/users/1/a.jpg', Buffer.from('kept'))
    rows.add('images/users/1/a.jpg')
    // died before the row of b.jpg committed
    await storage.stage('images/users/1/b.jpg', Buffer.from('lost'))
    // an old-style crash: renamed into place, row never written
    await storage.put('images/users/1/c.jpg', Buffer.from('orphan'))
    // a file with its row
    await storage.put('images/users/1/d.jpg', Buffer.from('fine'))
    rows.add('images/users/1/d.jpg')
    // leftovers of the earlier flat temporary folder, and a file of a prefix nobody registered
    fs.writeFileSync(path.join(root, '.tmp', 'abandoned'), 'x')
    await storage.put('raw/users/1/genotypes.txt', Buffer.from('rs1'))

    expect(await sweeper.run()).toEqual({ temporary: 2, finished: 1, orphans: 1 })
    expect(visible().sort()).toEqual(['a.jpg', 'd.jpg'])
    expect((await storage.read('images/users/1/a.jpg')).toString()).toBe('kept')
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([])
    expect(await storage.exists('raw/users/1/genotypes.txt')).toBe(true)
    // nothing left to do the second time
    expect(await sweeper.run()).toEqual({ temporary: 0, finished: 0, orphans: 0 })
  })

  it('leaves files younger than the set age alone (a write in progress)', async () => {
    const young = new StorageSweeper(storage, 60_000)
    young.register('images/', async () => new Set())
    await storage.stage('images/users/1/a.jpg', Buffer.from('in progress'))
    await storage.put('images/users/1/b.jpg', Buffer.from('row on its way'))
    expect(await young.run()).toEqual({ temporary: 0, finished: 0, orphans: 0 })
    expect(visible()).toHaveLength(2)
  })
})
