/**
 * The agreements the sign-in and sign-up pages link to (description config SIGNIN_AGREEMENTS:
 * JSON [{title, url}]). Until the configuration arrives, and when it is missing or unreadable,
 * the product's own two documents are linked.
 */
import { useEffect, useState } from 'react'
import { ACCOUNT_DESCRIPTION_KEYS } from '@xungen/contracts'
import { toast } from '@/components/feedback'
import { noteAgreementsTicked } from '@/features/consent/record'
import { isSafeRedirectPath } from '@/routes/guards'
import { COMMON } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'

export interface Agreement {
  title: string
  url: string
}

export const DEFAULT_AGREEMENTS: readonly Agreement[] = [
  { title: '用户服务协议', url: '/protocol/service' },
  { title: '隐私政策', url: '/protocol/privacy' }
]

/** The agreements of the configuration, or null when it says nothing usable (only this site's paths and https links). */
export function parseAgreements(content: string | null | undefined): Agreement[] | null {
  if (!content) return null
  let value: unknown
  try {
    value = JSON.parse(content)
  } catch {
    return null
  }
  if (!Array.isArray(value)) return null
  const list = value.filter(
    (a): a is Agreement =>
      typeof a?.title === 'string' && a.title.trim() !== '' && typeof a?.url === 'string' && (isSafeRedirectPath(a.url) || /^https:\/\/[^/\s]+/.test(a.url))
  )
  return list.length ? list.map(a => ({ title: a.title.trim(), url: a.url })) : null
}

let cached: readonly Agreement[] | null = null

export function useSigninAgreements(): readonly Agreement[] {
  const [list, setList] = useState<readonly Agreement[]>(cached ?? DEFAULT_AGREEMENTS)
  useEffect(() => {
    if (cached) return
    let live = true
    call(COMMON.descriptionByKey, { params: { key: ACCOUNT_DESCRIPTION_KEYS.SIGNIN_AGREEMENTS } })
      .then(d => {
        cached = parseAgreements(d.content) ?? DEFAULT_AGREEMENTS
        if (live) setList(cached)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return list
}

/** spec (regulation of personal information): the box is never ticked for the person */
export const AGREEMENT_REQUIRED = '请先阅读并同意'

/**
 * The agreement box of the sign-in and sign-up forms: `confirm()` is true once it is ticked;
 * otherwise it says which documents to accept and highlights the box until it is ticked.
 */
export function useAgreementConsent(agreements: readonly Agreement[]) {
  const [agreed, setAgreed] = useState(false)
  const [nudge, setNudge] = useState(false)
  return {
    /** props for AgreementCheck */
    check: {
      agreements,
      checked: agreed,
      highlight: nudge && !agreed,
      onChange(value: boolean) {
        setAgreed(value)
        setNudge(false)
      }
    },
    confirm(): boolean {
      if (agreed) {
        // recorded with the session the server issues next (features/consent/record.ts)
        noteAgreementsTicked(agreements)
        return true
      }
      setNudge(true)
      toast(`${AGREEMENT_REQUIRED}${agreements.map(a => `《${a.title}》`).join('')}`)
      return false
    }
  }
}
