/** /user/persons/bind/collected-check (spec 2.12, 3.4 collected): has the saliva been collected? If not, the example first. */
import { Text } from '@tarojs/components'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'

export default function CollectedCheck() {
  const step = useWizardStep('collected-check')
  return (
    <WizardStep
      name='collected-check'
      title='检测人已经采集唾液了吗？'
      description='请先按说明采集唾液，再填写采样日期。'
      error={step.error}
      primary={{ label: '已采集', onClick: () => step.save({ collected: true }, true), loading: step.busy }}
      secondary={{ label: '还没有，看看怎么采集', onClick: () => step.next(false), disabled: step.busy }}
    >
      <Text className='xg-wizard__note'>唾液量不足或采样前进食会导致 DNA 质检不通过，需要重新采样。</Text>
    </WizardStep>
  )
}
