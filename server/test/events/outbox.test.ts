/**
 * Domain events through the transactional outbox (server/src/events): an event exists exactly when
 * the change that publishes it commits, and it reaches each subscriber through the job queue at
 * least once, with a redelivery doing nothing. Runs on SQLite and PostgreSQL (XUNGEN_TEST_DB).
 */
import { defineDomain } from '../../src/domains/domain'
import { publish, subscribe } from '../../src/events'
import { createTestApp, type TestApp } from '../helpers/app'

declare module '../../src/events' {
  interface DomainEventTypes {
    'test.noted': { note: string }
  }
}

const seen: string[] = []
let failuresLeft = 0

const testDomain = defineDomain({
  name: 'eventsTest',
  plugin: async () => undefined,
  subscribers: [
    subscribe('test.noted', 'events-test.record', async event => void seen.push(event.note)),
    subscribe(
      'test.noted',
      'events-test.flaky',
      async event => {
        if (event.note.startsWith('flaky') && failuresLeft > 0) {
          failuresLeft--
          throw new Error('not yet')
        }
        seen.push(`flaky:${event.note}`)
      },
      { attempts: 3, backoffMs: 10 }
    )
  ]
})

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ domains: [testDomain] })
})
afterAll(async () => t?.close())
beforeEach(() => {
  seen.length = 0
  failuresLeft = 0
})

describe('the outbox', () => {
  it('delivers an event published in a committed transaction to each subscriber once', async () => {
    await t.app.db.transaction().execute(trx => publish(trx, 'test.noted', { note: 'committed' }))
    await t.app.events.settle()
    expect(seen.sort()).toEqual(['committed', 'flaky:committed'])
    const handled = await t.app.db.selectFrom('outbox_handled').select('subscriber').orderBy('subscriber').execute()
    expect(handled.map(h => h.subscriber)).toEqual(['events-test.flaky', 'events-test.record'])
  })

  it('never delivers an event published in a transaction that rolled back', async () => {
    await expect(
      t.app.db.transaction().execute(async trx => {
        await publish(trx, 'test.noted', { note: 'rolled back' })
        throw new Error('the change fails')
      })
    ).rejects.toThrow('the change fails')
    await t.app.events.settle()
    expect(seen).toEqual([])
    expect(await t.app.db.selectFrom('outbox_events').select('id').where('payload', 'like', '%rolled back%').execute()).toEqual([])
  })

  it('retries a subscriber that fails, which then succeeds once; the other subscriber runs once', async () => {
    failuresLeft = 2
    await t.app.db.transaction().execute(trx => publish(trx, 'test.noted', { note: 'flaky-1' }))
    await t.app.events.settle()
    expect(failuresLeft).toBe(0)
    expect(seen.sort()).toEqual(['flaky-1', 'flaky:flaky-1'])
  })

  it('a redelivered event does not run the handler again', async () => {
    const id = await t.app.db.transaction().execute(trx => publish(trx, 'test.noted', { note: 'again' }))
    await t.app.events.settle()
    expect(seen.sort()).toEqual(['again', 'flaky:again'])
    // the queue delivers the same event twice more (a retried job, a second dispatcher), and the outbox row is dispatched again
    await t.app.events.deliver(t.app, id, 'events-test.record', 2)
    await t.app.events.deliver(t.app, id, 'events-test.record', 3)
    await t.app.db.updateTable('outbox_events').set({ dispatched_at: null }).where('id', '=', id).execute()
    await t.app.events.settle()
    expect(seen.sort()).toEqual(['again', 'flaky:again'])
  })
})
