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

export interface Ticket<T> {
  value: T
  expiresAt: number
}

export class DownloadTickets<T> {
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
