/**
 * The answers the server put into the HTML of the first page (contracts bootAnswers.ts,
 * server/src/plugins/site.ts): each is taken once, within a minute of the page's load, instead of
 * making the call; the request layer asks here first (services/request.ts). A visitor's answers
 * name no account and stand only for a caller without a session; a signed-in page's name the
 * account whose session made them and stand only for a caller holding that account's session.
 */
import { BOOT_ANSWERS_ACCOUNT_KEY, BOOT_ANSWERS_ELEMENT_ID, BOOT_ANSWERS_MAX_AGE_MS, bootAnswerKey, type QueryInput } from '@xungen/contracts'

let answers: { account: string | null; map: Map<string, unknown> } | null = null

function read(): { account: string | null; map: Map<string, unknown> } {
  const map = new Map<string, unknown>()
  let account: string | null = null
  try {
    const el = typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ELEMENT_ID)
    if (el?.textContent) {
      for (const [k, v] of Object.entries(JSON.parse(el.textContent) as Record<string, unknown>)) {
        if (k === BOOT_ANSWERS_ACCOUNT_KEY) account = typeof v === 'string' && v ? v : null
        else map.set(k, v)
      }
    }
    el?.remove()
  } catch {
    // unreadable: the page makes its calls
  }
  return { account, map }
}

/**
 * The answer of a GET call the HTML carries (once), or undefined. `account`: the user id of the
 * session the caller holds, null for a visitor; the answers are taken only when it is the
 * account they were made for.
 */
export function takeBootAnswer(path: string, query: QueryInput | undefined, account: string | null): { data: unknown } | undefined {
  if (typeof performance !== 'undefined' && performance.now() > BOOT_ANSWERS_MAX_AGE_MS) {
    answers = null
    return undefined
  }
  answers ??= read()
  if (answers.account !== account) return undefined
  const key = bootAnswerKey(path, query)
  if (!answers.map.has(key)) return undefined
  const data = answers.map.get(key)
  answers.map.delete(key)
  return { data }
}
