/** /user/persons/bind/nation (spec 2.12, 3.4): one of the 56 ethnic groups. */
import { useState } from 'react'
import NationPicker from '@/components/NationPicker'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'

export default function Nation() {
  const step = useWizardStep('nation')
  const [value, setValue] = useState<string | null>(step.draft.nation ?? null)
  return (
    <WizardStep
      name='nation'
      title='检测人的民族'
      error={step.error}
      primary={{ label: value ? `下一步（${value}）` : '下一步', disabled: !value, loading: step.busy, onClick: () => value && step.save({ nation: value }) }}
    >
      <NationPicker value={value} onChange={setValue} />
    </WizardStep>
  )
}
