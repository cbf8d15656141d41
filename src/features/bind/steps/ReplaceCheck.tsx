/**
 * /user/persons/bind/replace-check (spec 2.12): the chosen person has a detection already; once
 * the new kit's report is out it becomes the person's default report (the server's defaultBarcode
 * is the latest detection with a report).
 */
import { Text, View } from '@tarojs/components'
import { useBindStore } from '@/stores/bind'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'

export default function ReplaceCheck() {
  const step = useWizardStep('replace-check')
  const person = useBindStore(s => s.selectedPerson)
  const kit = useBindStore(s => s.barcodeInfo)
  return (
    <WizardStep
      name='replace-check'
      title='确认替换默认报告'
      description={`${person?.name ?? '该检测人'}已有检测。新采样器 ${kit?.barcode ?? ''} 的报告出来后，将作为其默认显示的报告，原有报告仍可查看。`}
      error={step.error}
      primary={{ label: '确认', onClick: () => step.next(), loading: step.busy }}
      secondary={{ label: '换一位检测人', to: '/user/persons/bind/select-available' }}
    >
      <View className='xg-wizard__summary'>
        {(person?.detections ?? []).map(d => (
          <View key={d.barcode} className='xg-wizard__summary-row'>
            <Text className='xg-wizard__summary-label'>{d.product.name}</Text>
            <Text>{`${d.barcode} · ${d.hasReport ? '报告已出' : d.stateTitle ?? '检测中'}`}</Text>
          </View>
        ))}
      </View>
    </WizardStep>
  )
}
