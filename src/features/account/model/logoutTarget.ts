import { safeRedirectPath } from '@/routes/guards'

/** Where to go after signing out: the redirect when it is this origin (or a safe path here), else home. */
export function logoutTarget(redirect: string | undefined, origin: string): string | null {
  if (!redirect) return null
  if (origin && (redirect === origin || redirect.startsWith(origin + '/'))) return redirect
  const path = safeRedirectPath(redirect, '')
  return path ? path : null
}
