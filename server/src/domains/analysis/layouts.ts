/**
 * Where the engine's kit layouts (chip marker lists; not personal data) are kept: file storage,
 * one object per layout id (`layouts/<id>.xgl`), read by every process of a deployment.
 *
 * Writers: the analyses. Two job workers analysing the first kits of one new chip at the same
 * moment each learn a copy of its layout, and a plain put would let the later copy replace
 * alleles kits were already coded on (docs/deploy.md). So a write is a read-merge-write of the
 * stored copy under the layout's lock in the database (db/locks.ts: an advisory lock on
 * PostgreSQL, a leased lock row on SQLite), which holds across processes and machines
 * (genome.ts keepLayout does the merging).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import { withNamedLock } from '../../db/locks'
import type { FileStorage } from '../../storage'
import type { LayoutBytesStore, LayoutBytesWriter } from './genome'

const key = (id: string) => `layouts/${id}.xgl`

async function read(storage: FileStorage, id: string): Promise<Uint8Array | null> {
  return (await storage.exists(key(id))) ? new Uint8Array(await storage.read(key(id))) : null
}

/** the stored layouts, for reading */
export function storageLayouts(storage: FileStorage): LayoutBytesStore {
  return { get: id => read(storage, id) }
}

/** the stored layouts, for an analysis that may store one: each update under the layout's lock */
export function storageLayoutWriter(storage: FileStorage, db: Kysely<Database>): LayoutBytesWriter {
  return {
    get: id => read(storage, id),
    update: (id, change) =>
      withNamedLock(db, `layout:${id}`, async () => {
        const bytes = await change(await read(storage, id))
        if (bytes) await storage.put(key(id), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      })
  }
}
