/** /user/persons/bind/birthday (spec 2.12): the birthday, from 1900 to today (the server checks it again). */
import { useState } from 'react'
import DateField from '@/components/DateField'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'

export default function Birthday() {
  const step = useWizardStep('birthday')
  const [value, setValue] = useState(step.draft.birthday ?? '')
  return (
    <WizardStep
      name='birthday'
      title='检测人的出生日期'
      error={step.error}
      primary={{ label: '下一步', disabled: !value, loading: step.busy, onClick: () => step.save({ birthday: value }) }}
    >
      <DateField name='birthday' value={value} onChange={setValue} placeholder='请选择出生日期' initial='1990-01-01' />
    </WizardStep>
  )
}
