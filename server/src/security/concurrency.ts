/**
 * How many expensive operations (parsing an upload, an analysis, a PDF, a relatives refresh)
 * run at once: at most `perAccount` of one account and `global` of the whole process, over
 * every kind together, and per kind its own two bounds. A caller over a bound is refused at
 * once (never queued: a queue of hostile requests is itself the starvation) with 4290 and a
 * Chinese message saying to wait and retry, `data.retryAfterSeconds` for the client.
 *
 *   const account = accountOf(request)                    // 'user:42', or 'addr:1.2.3.4' for a visitor
 *   return app.concurrency.run('pdf', account, () => renderPdf(...))
 *
 * `run` holds the slot exactly as long as the work's promise: a client that hangs up does not
 * free it early (the work goes on until it ends), so hanging up and asking again gains nothing.
 * The bounds are per process: with several API processes an account gets at most
 * `perAccount` in each, and the global bound protects each process's event loop and memory.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { CODES } from '@xungen/contracts'
import { AppError } from '../errors'

export interface WorkBounds {
  /** operations of one account at once */
  perAccount: number
  /** operations of the whole process at once */
  global: number
}

/** the kinds of expensive work and their own bounds (the totals over every kind apply too) */
export const DEFAULT_KIND_BOUNDS: Readonly<Record<string, WorkBounds>> = {
  /** POST /import/chip: the upload is read and checked by the engine before it is stored */
  import: { perAccount: 1, global: 4 },
  /** POST /import/yfull: read and called in memory */
  yfull: { perAccount: 1, global: 4 },
  /** laboratory raw-file uploads (staff) */
  lab: { perAccount: 2, global: 4 },
  /** a report recomputed or an analysis asked for by a person */
  analysis: { perAccount: 1, global: 4 },
  /** a report PDF rendered */
  pdf: { perAccount: 1, global: 2 },
  /** a relatives list refreshed against the match index */
  relatives: { perAccount: 1, global: 2 }
}

export interface ConcurrencyOptions extends WorkBounds {
  /** bounds per kind; a kind not listed has only the totals */
  kinds?: Readonly<Record<string, WorkBounds>>
  /** seconds the refusal tells the client to wait (default 5) */
  retryAfterSeconds?: number
}

/** the refusal: one account has too much under way */
export const TOO_MANY_OF_ACCOUNT = '您有操作正在处理中，请等当前操作完成后再试'
/** the refusal: the server has too much of that work under way */
export const TOO_MANY_AT_ONCE = '当前处理的请求较多，请稍等片刻后重试'

export class ConcurrencyLimiter {
  private readonly kinds: Readonly<Record<string, WorkBounds>>
  private total = 0
  private readonly byKind = new Map<string, number>()
  private readonly byAccount = new Map<string, number>()
  private readonly byKindAccount = new Map<string, number>()

  constructor(private readonly options: ConcurrencyOptions) {
    if (!(options.global >= 1 && options.perAccount >= 1)) throw new Error('concurrency bounds must be at least 1')
    this.kinds = options.kinds ?? DEFAULT_KIND_BOUNDS
  }

  /**
   * Takes a slot for `account` doing `kind`, or throws AppError 4290. The returned release is
   * idempotent; call it exactly when the work has ended (run() does).
   */
  acquire(kind: string, account: string): () => void {
    const bounds = this.kinds[kind]
    const ka = `${kind}\u0000${account}`
    const mine = this.byAccount.get(account) ?? 0
    const mineOfKind = this.byKindAccount.get(ka) ?? 0
    if (mine >= this.options.perAccount || (bounds && mineOfKind >= bounds.perAccount)) throw this.refusal(TOO_MANY_OF_ACCOUNT)
    const ofKind = this.byKind.get(kind) ?? 0
    if (this.total >= this.options.global || (bounds && ofKind >= bounds.global)) throw this.refusal(TOO_MANY_AT_ONCE)
    this.total++
    this.byKind.set(kind, ofKind + 1)
    this.byAccount.set(account, mine + 1)
    this.byKindAccount.set(ka, mineOfKind + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      this.total--
      decrement(this.byKind, kind)
      decrement(this.byAccount, account)
      decrement(this.byKindAccount, ka)
    }
  }

  /** runs `work` in a slot (refused with 4290 when there is none), released when it settles */
  async run<T>(kind: string, account: string, work: () => Promise<T> | T): Promise<T> {
    const release = this.acquire(kind, account)
    try {
      return await work()
    } finally {
      release()
    }
  }

  /** operations under way: all, of a kind, or of a kind for one account */
  inFlight(kind?: string, account?: string): number {
    if (kind === undefined) return account === undefined ? this.total : this.byAccount.get(account) ?? 0
    return account === undefined ? this.byKind.get(kind) ?? 0 : this.byKindAccount.get(`${kind}\u0000${account}`) ?? 0
  }

  private refusal(message: string): AppError {
    return new AppError(CODES.TOO_MANY_REQUESTS, message, { data: { retryAfterSeconds: this.options.retryAfterSeconds ?? 5 } })
  }
}

function decrement(map: Map<string, number>, key: string): void {
  const n = (map.get(key) ?? 1) - 1
  if (n <= 0) map.delete(key)
  else map.set(key, n)
}

/** who a request counts against: the signed-in account, else the client address (a visitor) */
export function accountOf(request: FastifyRequest): string {
  const user = request.session?.user
  return user ? `user:${user.id}` : `addr:${request.ip}`
}

declare module 'fastify' {
  interface FastifyInstance {
    /** bounds on expensive work per account and per process (security/concurrency.ts) */
    concurrency: ConcurrencyLimiter
  }
}

/** decorates app.concurrency from the configuration (EXPENSIVE_GLOBAL_CONCURRENCY, EXPENSIVE_ACCOUNT_CONCURRENCY) */
export const concurrencyPlugin = fp(
  async (app: FastifyInstance, options: ConcurrencyOptions) => {
    app.decorate('concurrency', new ConcurrencyLimiter(options))
  },
  { name: 'concurrency' }
)
