/** A migrated, seeded database and the commerce services over it, with a movable clock. */
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../../src/db'
import { runSeeds } from '../../src/seed'
import type { FastifyInstance } from 'fastify'
import commerceDomain, { catalogueSeed, createCommerce, type Commerce, type KitSupply } from '../../src/domains/commerce'
import { EventBus, deliverEvent } from '../../src/events'
import { Jobs } from '../../src/jobs'
import { InProcessQueue } from '../../src/queue/inProcess'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

export interface CommerceTest extends Commerce {
  handle: DatabaseHandle
  now: { ms: number }
  /** a fresh user id (the commerce tables reference users by id only) */
  user(): number
  /** delivers the events published so far (order.paid → fulfilment) and waits for their handlers */
  settle(): Promise<void>
  close(): Promise<void>
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined }

let users = 1000

export async function createCommerceTest(options: { kits?: KitSupply | null; poolSize?: number } = {}): Promise<CommerceTest> {
  const database: TestDatabase = await createTestDatabase({ migrated: true })
  const handle = createDatabase(database.url, { poolSize: options.poolSize ?? 20 })
  await migrateToLatest(handle.db)
  const now = { ms: Date.UTC(2026, 10, 25, 4, 0, 0) }
  await runSeeds(handle.db, [catalogueSeed], () => now.ms)
  const commerce = createCommerce(handle.db, { clock: () => now.ms, kits: options.kits })
  // the commerce domain's subscribers over this database, on an in-process queue (no server here)
  const queue = new InProcessQueue(quiet)
  const jobs = new Jobs(queue, true, quiet)
  const events = new EventBus(handle.db, jobs, queue, quiet)
  const app = { db: handle.db, commerce, events } as unknown as FastifyInstance
  jobs.register(app, deliverEvent)
  for (const s of commerceDomain.subscribers ?? []) events.add(s)
  return {
    ...commerce,
    handle,
    now,
    user: () => ++users,
    settle: () => events.settle(),
    async close() {
      await events.stop()
      await queue.close()
      await handle.close()
      await database.drop()
    }
  }
}

/** a kit supply over a list of barcodes (the laboratory's batches stand behind this interface in production) */
export function listKits(barcodes: string[]): KitSupply & { assigned: Array<{ sku: string; orderNo: string; barcode: string }> } {
  const assigned: Array<{ sku: string; orderNo: string; barcode: string }> = []
  return {
    assigned,
    async assign({ sku, orderNo }) {
      const barcode = barcodes.shift() ?? null
      if (barcode) assigned.push({ sku, orderNo, barcode })
      return barcode
    }
  }
}

export const RECEIVER = { name: '王小明', mobile: '13800138000', nationCode: '86', address: '北京市东城区东华门街道东华门大街 1 号' }

let keys = 0
export const key = () => `test-key-${Date.now()}-${++keys}`
