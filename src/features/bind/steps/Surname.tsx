/** /user/persons/bind/surname (spec 2.12): the surname typed; the server checks it against the name. */
import { Input } from '@tarojs/components'
import { useState } from 'react'
import Field from '@/components/Field'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { BIND_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function Surname() {
  const step = useWizardStep('surname')
  const name = step.draft.name ?? ''
  const [value, setValue] = useState(step.draft.surname ?? '')
  const [error, setError] = useState<string | null>(null)

  async function go() {
    const surname = value.trim()
    const check = await step.run(() => call(BIND_ENDPOINTS.nameCheck, { query: { name, surname } }))
    if (!check) return
    if (!check.succeeded) {
      setError(check.errors[0] ?? '姓氏不符合要求')
      return
    }
    await step.save({ surname })
  }

  return (
    <WizardStep
      name='surname'
      title='检测人的姓氏'
      description={`姓名：${name}。复姓请填写两个字，如「欧阳」。`}
      error={step.error}
      primary={{ label: '下一步', onClick: go, disabled: !value.trim(), loading: step.busy }}
    >
      <Field name='surname' error={error}>
        <Input className='xg-wizard__input' placeholder='请输入姓氏' value={value} maxlength={2} onFocus={() => setError(null)} onInput={e => setValue(e.detail.value)} />
      </Field>
    </WizardStep>
  )
}
