/**
 * /user/persons/bind/birthplace (spec 2.12; with ?for=ancestral it asks the ancestral place, as
 * the spec uses the page for both): a place of China's administrative divisions, or left out.
 */
import { Text } from '@tarojs/components'
import { useState } from 'react'
import { regionText, type RegionSelection } from '@xungen/contracts'
import RegionPicker from '@/components/RegionPicker'
import { useRouteParams } from '@/shell/useSpecLocation'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'

function codeOf(s: RegionSelection): string {
  return (s.street ?? s.district ?? s.city ?? s.province)?.code ?? ''
}

export default function Birthplace() {
  const ancestral = useRouteParams().for === 'ancestral'
  const step = useWizardStep(ancestral ? 'ancestral-place' : 'birthplace')
  const [value, setValue] = useState<RegionSelection>({})
  const text = regionText(value)
  const save = (place: string, code: string) => step.save(ancestral ? { ancestralPlace: place, ancestralPlaceCode: code } : { birthplace: place, birthplaceCode: code })
  return (
    <WizardStep
      name={ancestral ? 'ancestral-place' : 'birthplace'}
      title={ancestral ? '检测人的祖籍' : '检测人的出生地'}
      description={ancestral ? '祖籍是父系祖辈世代居住的地方，用于祖源和宗亲分析。不清楚可以跳过。' : '出生地用于祖源分析，不清楚可以跳过。'}
      error={step.error}
      primary={{ label: '下一步', disabled: !text, loading: step.busy, onClick: () => save(text, codeOf(value)) }}
      secondary={{ label: '暂不填写', onClick: () => save('', ''), disabled: step.busy }}
    >
      <RegionPicker value={value} onChange={setValue} placeholder='省、市、区县' />
      {!ancestral && step.draft.birthplace && <Text className='xg-wizard__note'>{`已填写：${step.draft.birthplace}`}</Text>}
      {ancestral && step.draft.ancestralPlace && <Text className='xg-wizard__note'>{`已填写：${step.draft.ancestralPlace}`}</Text>}
    </WizardStep>
  )
}
