/**
 * The handlers our apps call in their web views (spec 7.3 "App bridge handlers"), with the
 * result codes and messages of spec 8.2:
 *   getShareInfo → {title, description, url, thumbnail}; failure -1 「获取分享信息失败」
 *   updateToken  → stores the token, marks the user authed, sets the 7-day cookie;
 *                  success 0 「获取 token 成功」, failure -1 「获取 token 失败」
 *   gotoPage     → pushes a full path; success 0 「页面跳转成功」, failure -1 「页面跳转失败」
 * Pure over its dependencies, so each answer is tested without an app around it.
 */
import { MESSAGES } from '@xungen/contracts'
import { isSafeRedirectPath } from '@/routes/guards'

export interface BridgeResult<T = null> {
  code: 0 | -1
  message: string
  data: T | null
}

export interface AppShareInfo {
  title: string
  description: string
  url: string
  thumbnail: string
}

export interface BridgeDeps {
  /** the share info of the page shown, or null when there is none */
  shareInfo(): AppShareInfo | null
  /** keeps the token and asks the server for its 7-day cookie; rejects when the server refuses the token */
  acceptToken(token: string): Promise<void>
  /** opens an internal path (with its query) in the web view */
  open(path: string): Promise<void>
}

/** The apps send objects, or the same object as a JSON string (Android bridges). */
export function bridgeData(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      const parsed = JSON.parse(data)
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : { value: data }
    } catch {
      return { value: data }
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
}

const ok = <T>(message: string, data: T | null = null): BridgeResult<T> => ({ code: 0, message, data })
const fail = <T = null>(message: string): BridgeResult<T> => ({ code: -1, message, data: null })

export function createBridgeHandlers(deps: BridgeDeps) {
  return {
    getShareInfo(): BridgeResult<AppShareInfo> {
      try {
        const info = deps.shareInfo()
        if (!info || !info.title || !info.url) return fail(MESSAGES.bridge.shareInfoFailed)
        return ok('', info)
      } catch {
        return fail(MESSAGES.bridge.shareInfoFailed)
      }
    },

    async updateToken(data: unknown): Promise<BridgeResult> {
      const { token, value } = bridgeData(data)
      const t = typeof token === 'string' ? token : typeof value === 'string' ? value : ''
      if (!t.trim()) return fail(MESSAGES.bridge.tokenFailed)
      try {
        await deps.acceptToken(t.trim())
        return ok(MESSAGES.bridge.tokenSucceeded)
      } catch {
        return fail(MESSAGES.bridge.tokenFailed)
      }
    },

    async gotoPage(data: unknown): Promise<BridgeResult> {
      const { path, url, value } = bridgeData(data)
      const target = [path, url, value].find((v): v is string => typeof v === 'string' && v !== '')
      if (!target || !isSafeRedirectPath(target)) return fail(MESSAGES.bridge.pageJumpFailed)
      try {
        await deps.open(target)
        return ok(MESSAGES.bridge.pageJumpSucceeded)
      } catch {
        return fail(MESSAGES.bridge.pageJumpFailed)
      }
    }
  }
}

export type BridgeHandlers = ReturnType<typeof createBridgeHandlers>
export const BRIDGE_HANDLER_NAMES = ['getShareInfo', 'updateToken', 'gotoPage'] as const
