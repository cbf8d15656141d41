/**
 * Counting a guess before evaluating it (issue 12, probe 1). Reading the failure count, running
 * the check and only then counting lets every guess sent at once pass the read: 30 parallel
 * wrong passwords were all evaluated against a limit of 5. Here the attempt is counted first, in
 * one atomic step of the shared counter (an upsert on SQLite/PostgreSQL, INCR on Redis), and a
 * guess beyond the limit is refused without being evaluated. A successful check clears the
 * window, so a person who gets it right is not held back by their own earlier typos.
 */
import type { RateCounter } from './counters'

export interface AttemptLimit {
  counters: RateCounter
  key: string
  max: number
  windowMs: number
}

export type AttemptOutcome<T> = { ok: true; value: T } | { ok: false; refused: true; resetAt: number } | { ok: false; refused: false; left: number }

/**
 * Counts one attempt, then runs `check` if the attempt is within the limit. `check` answers
 * {ok, value}; a failed check keeps its count, a successful one resets the window.
 */
export async function countedAttempt<T>(limit: AttemptLimit, check: () => Promise<{ ok: boolean; value: T }>): Promise<AttemptOutcome<T>> {
  const state = await limit.counters.hit(limit.key, limit.windowMs)
  if (state.count > limit.max) return { ok: false, refused: true, resetAt: state.resetAt }
  const result = await check()
  if (!result.ok) return { ok: false, refused: false, left: Math.max(0, limit.max - state.count) }
  await limit.counters.reset(limit.key)
  return { ok: true, value: result.value }
}
