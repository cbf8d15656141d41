/** /user/persons/bind/sex (spec 2.12): male or female; preset and locked when the relation implies it (spec 3.5). */
import { Text } from '@tarojs/components'
import { useState } from 'react'
import type { Sex as SexValue } from '@xungen/contracts'
import ChoiceList from '@/components/ChoiceList'
import WizardStep from '../components/WizardStep'
import { lockedSex } from '../model/steps'
import { useWizardStep } from '../wizard'

export default function Sex() {
  const step = useWizardStep('sex')
  const locked = lockedSex(step.draft)
  const [value, setValue] = useState<SexValue | null>(locked ?? step.draft.sex ?? null)
  const choices = (['male', 'female'] as const).map(key => ({ key, label: key === 'male' ? '男' : '女', disabled: Boolean(locked && locked !== key) }))
  return (
    <WizardStep
      name='sex'
      title='检测人的性别'
      description='请选择出生时的生理性别，报告会用基因数据核对。'
      error={step.error}
      primary={{ label: '下一步', disabled: !value, loading: step.busy, onClick: () => value && step.save({ sex: value }) }}
    >
      <ChoiceList name='sex' choices={choices} value={value} onChange={setValue} />
      {locked && <Text className='xg-wizard__note'>性别由您选择的关系确定。</Text>}
    </WizardStep>
  )
}
