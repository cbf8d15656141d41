/**
 * /user/persons/bind/select-available (spec 2.12, 3.4 "bindable persons and the selected
 * person"): bind the kit to a person the account has already (one without a kit of the same
 * product), or to a new one.
 */
import { Text } from '@tarojs/components'
import { useState } from 'react'
import ChoiceList from '@/components/ChoiceList'
import { useBindStore } from '@/stores/bind'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { BIND_ENDPOINTS, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

const NEW = 'new'

export default function SelectAvailable() {
  const step = useWizardStep('select-available')
  const persons = useBindStore(s => s.bindablePersons) ?? []
  const [value, setValue] = useState<string | null>(step.draft.personId !== undefined ? String(step.draft.personId) : null)
  const choices = [
    ...persons.map(p => ({ key: String(p.id), label: p.name, note: [p.basic.sex === 'male' ? '男' : p.basic.sex === 'female' ? '女' : '', p.basic.birthday ?? '', p.productName ? `已有：${p.productName}` : ''].filter(Boolean).join(' · ') })),
    { key: NEW, label: '新建检测人', note: '为还没有检测过的人绑定' }
  ]

  async function go() {
    if (value === NEW) {
      useBindStore.getState().selectPerson(null)
      await step.next()
      return
    }
    const person = persons.find(p => String(p.id) === value)
    if (!person) return
    const ok = await step.run(async () => {
      const check = await call(BIND_ENDPOINTS.appellationCheck, { query: { appellation: step.draft.appellation ?? '', personId: person.id } })
      if (!check.succeeded) {
        step.setError(check.errors[0])
        return false
      }
      const upgradable = await call(PERSONS_ENDPOINTS.upgradableSamples, { params: { id: person.id } })
      useBindStore.getState().selectPerson(person, upgradable.list.length > 0)
      return true
    })
    if (ok) await step.save({ personId: person.id })
  }

  return (
    <WizardStep
      name='select-available'
      title='为谁绑定这个采样器'
      description='可以选择已有的检测人，也可以新建一位。'
      error={step.error}
      primary={{ label: '下一步', onClick: go, disabled: !value, loading: step.busy }}
    >
      <ChoiceList name='persons' choices={choices} value={value} onChange={setValue} />
      <Text className='xg-wizard__note'>同一位检测人不能绑定两个同类产品的采样器。</Text>
    </WizardStep>
  )
}
