/**
 * /user/persons/bind/collect-date (spec 2.12, 3.4 collectDate): the day the saliva was
 * collected, not after today. Opened from detection-status with ?barcode&personId (a new sample
 * after a failed QC), it updates that detection's collect date instead of the draft.
 */
import { useState } from 'react'
import DateField from '@/components/DateField'
import { toast } from '@/components/feedback'
import { useRouteParams } from '@/shell/useSpecLocation'
import { redirect } from '@/navigation'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function CollectDate() {
  const step = useWizardStep('collect-date')
  const params = useRouteParams()
  const resend = params.barcode && params.personId ? { barcode: params.barcode, personId: params.personId } : null
  const [value, setValue] = useState(resend ? '' : step.draft.collectDate ?? '')

  async function go() {
    if (!resend) {
      await step.save({ collectDate: value })
      return
    }
    const ok = await step.run(() => call(PERSONS_ENDPOINTS.updatePerson, { params: { id: resend.personId }, body: { barcode: resend.barcode, collectDate: value } }))
    if (ok) {
      toast('已更新采样日期', 'success')
      await redirect(`/user/persons/detection-status/${encodeURIComponent(resend.barcode)}`)
    }
  }

  return (
    <WizardStep
      name='collect-date'
      title={resend ? '新样本的采样日期' : '采样日期'}
      description='请选择采集唾液的日期，实验室据此核对样本。'
      error={step.error}
      primary={{ label: resend ? '保存' : '下一步', disabled: !value, loading: step.busy, onClick: go }}
    >
      <DateField name='collect-date' value={value} onChange={setValue} start='2000-01-01' placeholder='请选择采样日期' />
    </WizardStep>
  )
}
