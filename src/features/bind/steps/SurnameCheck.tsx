/** /user/persons/bind/surname-check (spec 2.12): the surname read from the name, confirmed or corrected (surname). */
import { Text } from '@tarojs/components'
import WizardStep from '../components/WizardStep'
import { proposedSurname } from '../model/steps'
import { useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { BIND_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function SurnameCheck() {
  const step = useWizardStep('surname-check')
  const name = step.draft.name ?? ''
  const surname = proposedSurname(name)

  async function yes() {
    const check = await step.run(() => call(BIND_ENDPOINTS.nameCheck, { query: { name, surname } }))
    if (!check) return
    if (!check.succeeded) {
      step.setError(check.errors[0])
      return
    }
    await step.save({ surname }, true)
  }

  return (
    <WizardStep
      name='surname-check'
      title={`检测人姓「${surname}」吗？`}
      description='姓氏用于父系祖源和同姓宗亲的分析，请确认。'
      error={step.error}
      primary={{ label: `是的，姓${surname}`, onClick: yes, loading: step.busy, disabled: !surname }}
      secondary={{ label: '不是，我来填写', onClick: () => step.next(false), disabled: step.busy }}
    >
      <Text className='xg-wizard__note'>{`姓名：${name}`}</Text>
    </WizardStep>
  )
}
