/**
 * /user/persons/bind/name (spec 2.12, 5 "Name"): the tested person's real name. Normalised on
 * typing, next disabled while empty, the server decides; its first error shows under the field
 * and clears on focus.
 */
import { Input } from '@tarojs/components'
import { useState } from 'react'
import { normalizeName, normalizeNameInput } from '@xungen/contracts'
import Field from '@/components/Field'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { BIND_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function Name() {
  const step = useWizardStep('name')
  const [value, setValue] = useState(step.draft.name ?? '')
  const [error, setError] = useState<string | null>(null)

  async function go() {
    const name = normalizeName(value)
    const check = await step.run(() => call(BIND_ENDPOINTS.nameCheck, { query: { name } }))
    if (!check) return
    if (!check.succeeded) {
      setError(check.errors[0] ?? '姓名不符合要求')
      return
    }
    await step.save({ name })
  }

  return (
    <WizardStep
      name='name'
      title='检测人的姓名'
      description='请填写检测人的真实姓名，用于报告和寻亲。'
      error={step.error}
      primary={{ label: '下一步', onClick: go, disabled: !value.trim(), loading: step.busy }}
    >
      <Field name='name' error={error}>
        <Input className='xg-wizard__input' placeholder='请输入姓名' value={value} maxlength={32} onFocus={() => setError(null)} onInput={e => setValue(normalizeNameInput(e.detail.value))} />
      </Field>
    </WizardStep>
  )
}
