/**
 * /user/persons/bind/rebind-check (spec 2.12): the person entered another barcode while a draft
 * of an earlier kit is open. Continue the earlier one, or drop it and bind the new kit.
 */
import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useBindStore } from '@/stores/bind'
import WizardStep from '../components/WizardStep'
import { adoptBarcode, resumeDraft, useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { BIND_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function RebindCheck() {
  const step = useWizardStep('rebind-check')
  const params = useRouteParams()
  const fresh = typeof params.barcode === 'string' ? params.barcode : ''
  const earlier = step.draft.barcode ?? ''

  async function bindNew() {
    const ok = await step.run(async () => {
      const checked = await call(BIND_ENDPOINTS.barcodeCheck, { query: { barcode: fresh } })
      await call(BIND_ENDPOINTS.clearDraft)
      useBindStore.getState().setDraft(null, {})
      await adoptBarcode(checked.barcode, checked.product)
      return true
    })
    if (ok) await step.save({ barcode: fresh })
  }

  async function continueEarlier() {
    const { draftId, draft } = useBindStore.getState()
    await step.run(() => resumeDraft(draftId ?? 0, draft))
  }

  return (
    <WizardStep
      name='rebind-check'
      title='确认重新绑定'
      description='您还有一个未完成的绑定。绑定新的采样器会放弃之前填写的信息。'
      error={step.error}
      primary={{ label: `绑定新的采样器 ${fresh}`, onClick: bindNew, loading: step.busy, disabled: !fresh }}
      secondary={{ label: `继续之前的绑定 ${earlier}`, onClick: continueEarlier, disabled: step.busy || !earlier }}
    >
      <View className='xg-wizard__summary'>
        <View className='xg-wizard__summary-row'>
          <Text className='xg-wizard__summary-label'>之前的采样器</Text>
          <Text>{earlier || '无'}</Text>
        </View>
        <View className='xg-wizard__summary-row'>
          <Text className='xg-wizard__summary-label'>新的采样器</Text>
          <Text>{fresh}</Text>
        </View>
      </View>
    </WizardStep>
  )
}
