/**
 * The wizard's runtime: the draft kept on the server (spec 3.4; a person can leave and resume),
 * the store's copy of it, and the move to the step `stepAfter` names. Every step page saves
 * through `useWizardStep(step).save(patch)`; a refusal stays on the page with its message.
 */
import { useState } from 'react'
import type { BindDraft } from '@/services/api/persons'
import { fieldErrorsOf } from '@/services/errors'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate, redirect } from '@/navigation'
import { useBindStore, type BindState } from '@/stores/bind'
import { isCoupleEdition, resumeStep, stepAfter, stepPath, type BindStep, type StepFacts } from './model/steps'
import { call } from '@/services/call'
import { BIND_ENDPOINTS, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

export function factsOf(state: Pick<BindState, 'bindablePersons' | 'barcodeInfo' | 'selectedPerson' | 'selectedUpgradable'>): StepFacts {
  return {
    bindableCount: state.bindablePersons?.length ?? 0,
    coupleEdition: isCoupleEdition(state.barcodeInfo ? { type: state.barcodeInfo.productType, id: state.barcodeInfo.productId } : null),
    personHasDetections: (state.selectedPerson?.detections.length ?? 0) > 0,
    personUpgradable: state.selectedUpgradable
  }
}

/** Saves a patch into the server's draft and keeps the answer in the store. */
export async function saveDraft(patch: BindDraft): Promise<BindDraft> {
  const answer = await call(BIND_ENDPOINTS.saveDraft, { body: patch })
  useBindStore.getState().setDraft(answer.draftId, answer.draft)
  return answer.draft
}

/**
 * Takes a barcode the server accepted as the wizard's kit: barcode info for the guard, the
 * persons it may be bound to (select-available).
 */
export async function adoptBarcode(barcode: string, product: { type: string; name: string; id: string | number }): Promise<void> {
  const store = useBindStore.getState()
  store.setBarcodeInfo({ barcode, productType: product.type, productName: product.name, productId: product.id })
  const { bindablePersons } = await call(PERSONS_ENDPOINTS.bindablePersons, { query: { barcode: barcode } })
  store.setBindablePersons(bindablePersons)
}

/** Opens the step where an open draft left off (the start page's 继续绑定). */
export async function resumeDraft(draftId: number, draft: BindDraft): Promise<void> {
  const checked = await call(BIND_ENDPOINTS.barcodeCheck, { query: { barcode: draft.barcode ?? '' } })
  const store = useBindStore.getState()
  store.setDraft(draftId, draft)
  await adoptBarcode(checked.barcode, checked.product)
  if (draft.personId !== undefined) {
    const person = store.bindablePersons?.find(p => p.id === draft.personId) ?? null
    store.selectPerson(person)
  }
  await navigate(stepPath(resumeStep(draft, factsOf(useBindStore.getState()))))
}

export interface StepState {
  draft: BindDraft
  busy: boolean
  /** the message of a refusal that belongs to no field */
  error: string | null
  fieldErrors: Record<string, string>
  setError(message: string | null): void
  /** saves the patch (if any) and opens the next step; false when the server refused */
  save(patch: BindDraft | null, answer?: boolean): Promise<boolean>
  /** opens the next step without saving */
  next(answer?: boolean): Promise<void>
  /** runs an action with the busy flag and the refusal's message */
  run<T>(action: () => Promise<T>): Promise<T | undefined>
}

export function useWizardStep(step: BindStep): StepState {
  const draft = useBindStore(s => s.draft)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const submit = useSubmit(
    (action: () => Promise<unknown>) => {
      setFieldErrors({})
      return action()
    },
    {
      failure: '保存失败，请稍后重试',
      onError: (err, message) => {
        const fields = fieldErrorsOf(err)
        setFieldErrors(fields)
        submit.setError(Object.values(fields)[0] ?? message)
      }
    }
  )

  async function next(answer?: boolean) {
    const state = useBindStore.getState()
    await navigate(stepPath(stepAfter(step, state.draft, factsOf(state), answer)))
  }

  /** the busy flag, a second tap refused while it runs, and the refusal's message */
  const run = <T,>(action: () => Promise<T>): Promise<T | undefined> => submit.run(action) as Promise<T | undefined>

  async function save(patch: BindDraft | null, answer?: boolean): Promise<boolean> {
    const ok = await run(async () => {
      if (patch) await saveDraft(patch)
      return true
    })
    if (!ok) return false
    await next(answer)
    return true
  }

  return { draft, busy: submit.busy, error: submit.error, fieldErrors, setError: submit.setError, save, next, run }
}

/** After the submit: the wizard's state goes, the sample's progress page opens. */
export async function finishBinding(barcode: string): Promise<void> {
  useBindStore.getState().clear()
  await redirect(`/user/persons/detection-status/${encodeURIComponent(barcode)}`)
}
