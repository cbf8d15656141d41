/**
 * /user/persons/bind/couple-check (spec 2.12, 3.4 coupleConfirmed): a couple edition's two
 * samples belong to two partners; the person confirms this kit is the other partner's.
 */
import { Text } from '@tarojs/components'
import { useBindStore } from '@/stores/bind'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'

export default function CoupleCheck() {
  const step = useWizardStep('couple-check')
  const kit = useBindStore(s => s.barcodeInfo)
  return (
    <WizardStep
      name='couple-check'
      title='确认夫妻信息'
      description={`${kit?.productName ?? '该产品'}为夫妻双方检测，两支采集管需分别由夫妻两人采集。`}
      error={step.error}
      primary={{ label: '确认由夫妻双方分别采集', onClick: () => step.save({ coupleConfirmed: true }), loading: step.busy }}
    >
      <Text className='xg-wizard__note'>夫妻双方的报告会合并解读携带者风险，请确认两支采集管没有混用。</Text>
    </WizardStep>
  )
}
