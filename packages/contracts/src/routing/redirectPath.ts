/**
 * spec 2.18: "Accepted internal redirect paths must start with a single '/', not '//'."
 * One rule for the client's guards and redirects and for the server's navigations (/login,
 * /user/logout). A backslash after the first slash is refused too: browsers read
 * '/\evil.example' as '//evil.example'.
 */
export function isSafeRedirectPath(path: string | null | undefined): path is string {
  if (!path || typeof path !== 'string') return false
  if (!path.startsWith('/')) return false
  if (path.startsWith('//') || path.startsWith('/\\')) return false
  // control characters could smuggle a different URL past the check
  return !/[\u0000-\u001f\u007f]/.test(path)
}

/** The internal path to return to, or the fallback when the given one is not acceptable. */
export function safeRedirectPath(from: string | null | undefined, fallback = '/'): string {
  return isSafeRedirectPath(from) ? from : fallback
}

/** spec 2.18: where an unauthenticated user signs in, and the messaging-app browser's target ({host}/login?from=…) */
export const SIGNIN_PATH = '/auth/signin'
export const LOGIN_PATH = '/login'
