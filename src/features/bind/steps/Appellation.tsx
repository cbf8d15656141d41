/** /user/persons/bind/appellation (spec 2.12, 3.5): who the tested person is to the account holder. */
import { useState } from 'react'
import { APPELLATIONS, SAMPLE_COLLECTOR_RELATIONS, type SampleCollectorRelation } from '@xungen/contracts'
import ChoiceList from '@/components/ChoiceList'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'

const CHOICES = SAMPLE_COLLECTOR_RELATIONS.map(key => ({ key, label: APPELLATIONS[key].label }))

export default function Appellation() {
  const step = useWizardStep('appellation')
  const [value, setValue] = useState<SampleCollectorRelation | null>((step.draft.appellation as SampleCollectorRelation) ?? null)
  return (
    <WizardStep
      name='appellation'
      title='检测人是您的'
      description='请选择采集唾液的人与您的关系，报告和寻亲结果会按这个关系称呼。'
      error={step.error}
      primary={{ label: '下一步', disabled: !value, loading: step.busy, onClick: () => value && step.save({ appellation: value }) }}
    >
      <ChoiceList name='appellation' layout='grid' choices={CHOICES} value={value} onChange={setValue} />
    </WizardStep>
  )
}
