/**
 * Stateless API nodes (issue 27 item 2, docs/deploy.md): a PDF download ticket issued on one
 * node is spent on another, once, and not after its lifetime (tickets in Redis).
 */
import { RedisDownloadTickets } from '../src/domains/reports/electronicReport/tickets'
import { useTestRedis } from './helpers/redis'

describe('PDF download tickets in Redis', () => {
  const { prefix, redis } = useTestRedis()

  it('a ticket of one node is taken once on another, and never after it expired', async () => {
    let now = 1_000_000
    const nodeA = new RedisDownloadTickets<{ barcode: string }>(redis(), prefix, () => now, 60_000)
    const nodeB = new RedisDownloadTickets<{ barcode: string }>(redis(), prefix, () => now, 60_000)
    const { ticket, expiresAt } = await nodeA.issue({ barcode: 'XG1' })
    expect(expiresAt).toBe(now + 60_000)
    expect(await nodeB.take(ticket)).toEqual({ barcode: 'XG1' })
    expect(await nodeA.take(ticket)).toBeNull()
    // only a hash of the ticket is a key: a Redis dump does not hold usable links
    expect((await redis().keys(`${prefix}:pdfticket:*`)).some(k => k.includes(ticket))).toBe(false)
    const late = await nodeA.issue({ barcode: 'XG2' })
    now += 60_001
    expect(await nodeB.take(late.ticket)).toBeNull()
    expect(await nodeB.take('x'.repeat(500))).toBeNull()
  })
})
