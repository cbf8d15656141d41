/**
 * Answers in the HTML (docs/client.md "First load of a page"): for a navigation to a page, the
 * server puts the answers of the GET calls that page makes first into the HTML
 * (`<script id="xg-boot-answers" type="application/json">`), keyed by `bootAnswerKey`; the H5
 * request layer takes an answer from there once instead of making the call. No call is made, so
 * there is nothing to sign (spec 7.1 covers the calls the client sends).
 *
 * A visitor's answers are public (the demo report, the knowledge base, the shop). A signed-in
 * person's are made with the session their request's cookie carries and name its account under
 * BOOT_ANSWERS_ACCOUNT_KEY: the request layer takes them only while it holds a session of that
 * same account, and takes a visitor's (no account named) only while it holds none.
 */

/** The element that carries them. */
export const BOOT_ANSWERS_ELEMENT_ID = 'xg-boot-answers'

/** The entry naming the account (user id) whose session made the answers; absent in a visitor's. */
export const BOOT_ANSWERS_ACCOUNT_KEY = '@account'

/** How long after the page loaded an answer may still be taken instead of a call (ms). */
export const BOOT_ANSWERS_MAX_AGE_MS = 60_000

import type { QueryInput } from './signing/canonical'

/** `path?k=v&…` with the parameters sorted (undefined and null left out): the same call gives the same key on both sides. */
export function bootAnswerKey(path: string, query: QueryInput = {}): string {
  const parts: string[] = []
  for (const k of Object.keys(query).sort()) {
    const v = query[k]
    if (v === undefined || v === null) continue
    for (const one of (Array.isArray(v) ? v : [v]) as readonly unknown[]) parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(one))}`)
  }
  return parts.length ? `${path}?${parts.join('&')}` : path
}
