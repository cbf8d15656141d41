/**
 * The answers the server put into the HTML of a visitor's first page (contracts bootAnswers.ts,
 * server/src/plugins/site.ts): each is taken once, within a minute of the page's load, instead of
 * making the call; the request layer asks here first (services/request.ts).
 */
import { BOOT_ANSWERS_ELEMENT_ID, BOOT_ANSWERS_MAX_AGE_MS, bootAnswerKey, type QueryInput } from '@xungen/contracts'

let answers: Map<string, unknown> | null = null

function read(): Map<string, unknown> {
  const map = new Map<string, unknown>()
  try {
    const el = typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ELEMENT_ID)
    if (el?.textContent) for (const [k, v] of Object.entries(JSON.parse(el.textContent) as Record<string, unknown>)) map.set(k, v)
    el?.remove()
  } catch {
    // unreadable: the page makes its calls
  }
  return map
}

/** The answer of a GET call the HTML carries (once), or undefined. */
export function takeBootAnswer(path: string, query?: QueryInput): { data: unknown } | undefined {
  if (typeof performance !== 'undefined' && performance.now() > BOOT_ANSWERS_MAX_AGE_MS) {
    answers = null
    return undefined
  }
  answers ??= read()
  const key = bootAnswerKey(path, query)
  if (!answers.has(key)) return undefined
  const data = answers.get(key)
  answers.delete(key)
  return { data }
}
