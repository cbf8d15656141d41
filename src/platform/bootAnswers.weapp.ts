/** The mini-program has no HTML: every call is made (platform/bootAnswers.ts is the website's). */
import type { QueryInput } from '@xungen/contracts'

export function takeBootAnswer(_path: string, _query: QueryInput | undefined, _account: string | null): { data: unknown } | undefined {
  return undefined
}
