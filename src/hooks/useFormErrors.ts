/** Errors of a form: one message per field (shown under it, cleared on focus) and one for the whole form. */
import { useCallback, useState } from 'react'
import { placeErrors, type FieldErrors } from '@/services/errors'

export function useFormErrors() {
  const [fields, setFields] = useState<FieldErrors>({})
  const [form, setForm] = useState<string | null>(null)

  const set = useCallback((field: string, message: string | null) => {
    setFields(f => {
      if (message === null) {
        if (!(field in f)) return f
        const { [field]: _gone, ...rest } = f
        return rest
      }
      return { ...f, [field]: message }
    })
  }, [])

  return {
    fields,
    form,
    /** the message of a field, or null */
    of: (field: string): string | null => fields[field] ?? null,
    set,
    /** spec 5: an error under a field is cleared when the person comes back to it */
    clear: (field: string) => () => set(field, null),
    setForm,
    /** replaces every error: the local checks' messages (empty: none) */
    reset(next: FieldErrors = {}, formMessage: string | null = null) {
      setFields(next)
      setForm(formMessage)
    },
    /** places a failed call's messages on the fields the form shows (server names → form names) */
    fromFailure(err: unknown, fieldMap: Record<string, string>, fallback: string) {
      const placed = placeErrors(err, fieldMap, fallback)
      setFields(placed.fields)
      setForm(placed.form)
      return placed
    }
  }
}
