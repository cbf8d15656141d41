/**
 * Downloading a file from a short-lived link (raw data). The server answers the link; until every
 * answer carries a full URL a relative one is resolved here (website: this origin; mini-program:
 * the API origin). What happened is told back, so that the page says what it did and never claims a
 * copy or a download that failed.
 */
export type DownloadOutcome =
  /** the browser saves it as the link's attachment */
  | { kind: 'started' }
  /** mini-program: the file was downloaded and sent to a WeChat chat (to reach it on a computer) */
  | { kind: 'shared' }
  /** nothing reached the person: why */
  | { kind: 'failed'; reason: 'download' | 'clipboard' | 'privacy' | 'cancelled' }

export function absoluteUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : window.location.origin + (url.startsWith('/') ? '' : '/') + url
}

/** the browser proves the session with its HttpOnly token cookie: `headers` are for the mini-program */
export async function downloadFromLink(url: string, _fileName: string, _headers: Record<string, string> = {}): Promise<DownloadOutcome> {
  const a = document.createElement('a')
  a.href = absoluteUrl(url)
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  return { kind: 'started' }
}
