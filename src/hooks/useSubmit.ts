/**
 * An action a person starts (save, pay, redeem, delete): the busy flag for its button, the
 * failure's Chinese words for the page's error display (or a toast, or the form's fields), and a
 * second tap while it runs refused, even within the same tick.
 *
 *   const save = useSubmit(async (values: Values) => { await call(X.save, { body: values }); toast('已保存', 'success') }, { failure: '保存失败，请重试' })
 *   <Button loading={save.busy} onClick={() => void save.run(values)}>保存</Button>
 *   {save.error && <Text className='…__error'>{save.error}</Text>}
 *
 * `run` resolves to the action's value, or undefined when it failed or was refused.
 * `runFor(key, …)` does the same for one row of a list: `busyFor(key)` is true for that row only.
 */
import { useCallback, useRef, useState } from 'react'
import { toast } from '@/components/feedback'
import { messageOf } from '@/services/errors'

export const SUBMIT_FAILED_TEXT = '提交失败，请重试'

export interface SubmitOptions {
  /** the failure's words when the answer brings none of its own */
  failure?: string
  /** where a failure goes instead of `error` (a toast, the form's fields); `message` is already Chinese */
  onError?: (error: unknown, message: string) => void
}

export interface Submit<A extends unknown[], R> {
  busy: boolean
  /** the row started with runFor while it runs, else null */
  busyKey: string | number | null
  busyFor: (key: string | number) => boolean
  /** the last failure's words (cleared when the action starts again) */
  error: string | null
  setError: (message: string | null) => void
  run: (...args: A) => Promise<R | undefined>
  runFor: (key: string | number, ...args: A) => Promise<R | undefined>
}

/** `onError` for an action whose failure shows as a toast (spec 8.2: the server's message) */
export const inToast = (_error: unknown, message: string) => toast(message)

export function useSubmit<A extends unknown[], R>(action: (...args: A) => Promise<R>, options: SubmitOptions = {}): Submit<A, R> {
  const [busyKey, setBusyKey] = useState<string | number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const running = useRef(false)
  const actionRef = useRef(action)
  actionRef.current = action
  const optionsRef = useRef(options)
  optionsRef.current = options

  const runFor = useCallback(async (key: string | number | null, ...args: A): Promise<R | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    setBusyKey(key)
    setError(null)
    try {
      return await actionRef.current(...args)
    } catch (err) {
      const { failure = SUBMIT_FAILED_TEXT, onError } = optionsRef.current
      const message = messageOf(err, failure)
      if (onError) onError(err, message)
      else setError(message)
      return undefined
    } finally {
      running.current = false
      setBusy(false)
      setBusyKey(null)
    }
  }, [])

  const run = useCallback((...args: A) => runFor(null, ...args), [runFor])
  return { busy, busyKey, busyFor: key => busy && busyKey === key, error, setError, run, runFor: runFor as Submit<A, R>['runFor'] }
}
