/**
 * The name field of spec 5: "Input is normalised on typing; the next button is disabled while
 * empty. A server check decides. If not succeeded, the first returned error text is shown under
 * the field and cleared on focus." The rules the client can know (contracts nameErrors) answer
 * at once; the server adds sensitive words and names already taken.
 */
import { useCallback, useState } from 'react'
import { nameErrors, normalizeName, normalizeNameInput } from '@xungen/contracts'
import { messageOf } from '@/services/errors'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { useSubmit } from './useSubmit'

export const NAME_CHECK_FAILED = '昵称校验失败，请稍后重试'

export function useNameField(initial = '') {
  const [value, setValue] = useState(() => normalizeNameInput(initial))
  const [error, setError] = useState<string | null>(null)
  // the server's check in flight: its busy flag, and a second check refused until it answers
  const checking = useSubmit(async (name: string): Promise<string | null> => {
    try {
      const result = await call(ACCOUNTS.userNameChecker, { query: { name } })
      if (!result.succeeded) {
        setError(result.errors[0] || NAME_CHECK_FAILED)
        return null
      }
      setError(null)
      return name
    } catch (err) {
      setError(messageOf(err, NAME_CHECK_FAILED))
      return null
    }
  })
  const run = checking.run

  const onInput = useCallback((raw: string) => {
    const next = normalizeNameInput(raw)
    setValue(next)
    return next
  }, [])

  /** spec 5: the error under the field is cleared on focus */
  const onFocus = useCallback(() => setError(null), [])

  /** Runs the check; resolves with the name to save (normalised and trimmed) or null with the error shown. */
  const check = useCallback(async (): Promise<string | null> => {
    const name = normalizeName(value)
    const local = nameErrors(name)
    if (local.length) {
      setError(local[0])
      return null
    }
    return (await run(name)) ?? null
  }, [value, run])

  return {
    value,
    error,
    checking: checking.busy,
    /** spec 5: the next button is disabled while the name is empty */
    empty: normalizeName(value) === '',
    onInput,
    onFocus,
    check,
    setError,
    setValue: (v: string) => setValue(normalizeNameInput(v))
  }
}
