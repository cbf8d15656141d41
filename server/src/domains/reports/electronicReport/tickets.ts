/**
 * One-time download tickets of the electronic report: a signed POST checks who may read the
 * report and gets a ticket; GET /report-files/:ticket serves the PDF once without signing (a
 * browser link, the mini-program's Taro.downloadFile).
 *
 * The ticket is 24 random bytes made and kept on the server only (never derived from the request
 * signing keys every client holds, which protect nothing), spent on its first use and expired after
 * `ttlMs`. The store is bounded: past `max` live tickets the oldest is dropped, so a flood of
 * anonymous demo requests costs a bounded amount of memory and never more.
 */
import crypto from 'node:crypto'
import type { Redis } from 'ioredis'

/** where tickets are kept: this process's memory (DownloadTickets) or Redis (RedisDownloadTickets) */
export interface TicketStore<T> {
  issue(value: T): { ticket: string; expiresAt: number } | Promise<{ ticket: string; expiresAt: number }>
  take(ticket: string): T | null | Promise<T | null>
}

export interface Ticket<T> {
  value: T
  expiresAt: number
}

export class DownloadTickets<T> implements TicketStore<T> {
  private readonly tickets = new Map<string, Ticket<T>>()

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 5 * 60_000,
    private readonly max = 5000
  ) {}

  get size(): number {
    return this.tickets.size
  }

  issue(value: T): { ticket: string; expiresAt: number } {
    const now = this.now()
    // insertion order is expiry order (one ttl for all): the expired are at the front
    for (const [k, t] of this.tickets) {
      if (t.expiresAt > now) break
      this.tickets.delete(k)
    }
    while (this.tickets.size >= this.max) this.tickets.delete(this.tickets.keys().next().value!)
    const ticket = crypto.randomBytes(24).toString('base64url')
    const expiresAt = now + this.ttlMs
    this.tickets.set(ticket, { value, expiresAt })
    return { ticket, expiresAt }
  }

  /** the ticket's value once, or null when unknown, spent or expired */
  take(ticket: string): T | null {
    const t = this.tickets.get(ticket)
    if (!t) return null
    this.tickets.delete(ticket)
    return t.expiresAt > this.now() ? t.value : null
  }
}

/**
 * The tickets in Redis (REDIS_URL set): issued on one API node, spent on any (the GET of the
 * link may land on another node). Each ticket is one key with the ticket's lifetime as its TTL;
 * GETDEL spends it once across every node. Redis bounds the memory (its own eviction).
 */
export class RedisDownloadTickets<T> implements TicketStore<T> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number,
    private readonly ttlMs = 5 * 60_000
  ) {}

  private key(ticket: string): string {
    return `${this.prefix}:pdfticket:${crypto.createHash('sha256').update(ticket).digest('base64url')}`
  }

  async issue(value: T): Promise<{ ticket: string; expiresAt: number }> {
    const ticket = crypto.randomBytes(24).toString('base64url')
    const expiresAt = this.now() + this.ttlMs
    await this.redis.set(this.key(ticket), JSON.stringify({ value, expiresAt }), 'PX', this.ttlMs)
    return { ticket, expiresAt }
  }

  async take(ticket: string): Promise<T | null> {
    if (typeof ticket !== 'string' || ticket.length > 64) return null
    const raw = await this.redis.getdel(this.key(ticket))
    if (!raw) return null
    const t = JSON.parse(raw) as { value: T; expiresAt: number }
    return t.expiresAt > this.now() ? t.value : null
  }
}
