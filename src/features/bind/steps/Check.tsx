/**
 * /user/persons/bind/check (spec 2.12): everything the draft holds, the saliva consent
 * (/protocol/saliva), and the submit. The server binds a draft once: a second tap or a retried
 * request answers the same binding.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { AGREEMENTS, APPELLATIONS, RELATIVES_NAME_DEFAULT_PREFIX, isAppellation } from '@xungen/contracts'
import AgreementCheck from '@/components/AgreementCheck'
import { dateText } from '@/components/DateField'
import { toast } from '@/components/feedback'
import { useBindStore } from '@/stores/bind'
import WizardStep from '../components/WizardStep'
import { finishBinding, useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { acceptCurrentVersions } from '@/features/consent/published'
import { BIND_ENDPOINTS } from '@xungen/contracts/endpoints'

const SALIVA = [{ title: '唾液样本采集知情同意书', url: '/protocol/saliva' }]
/** PIPL: genetic data is sensitive personal information, agreed to separately (contracts AGREEMENTS.sensitive) */
const SENSITIVE = [{ title: AGREEMENTS.sensitive.title, url: AGREEMENTS.sensitive.path }]

export default function Check() {
  const step = useWizardStep('check')
  const d = step.draft
  const draftId = useBindStore(s => s.draftId)
  const person = useBindStore(s => s.selectedPerson)
  const kit = useBindStore(s => s.barcodeInfo)
  const [agreed, setAgreed] = useState(d.salivaAgree === true)
  const [sensitive, setSensitive] = useState(false)
  const [highlight, setHighlight] = useState<'saliva' | 'sensitive' | null>(null)

  const rows: Array<[string, string]> = [
    ['采样器', `${kit?.productName ?? ''} ${d.barcode ?? ''}`.trim()],
    ['关系', isAppellation(d.appellation) ? APPELLATIONS[d.appellation].label : '—'],
    ...(person
      ? ([['检测人', `${person.name}（已有检测人）`]] as Array<[string, string]>)
      : ([
          ['姓名', d.name ?? '—'],
          ['姓氏', d.surname ?? '—'],
          ['性别', d.sex === 'male' ? '男' : d.sex === 'female' ? '女' : '—'],
          ['出生日期', dateText(d.birthday) || '—'],
          ['出生地', d.birthplace || '未填写'],
          ['祖籍', d.ancestralPlace || '未填写'],
          ['民族', d.nation ?? '—'],
          ['基因寻亲', d.geneRelatives ? '开启' : '关闭'],
          ...(d.geneRelatives ? ([['寻亲称呼', d.relativesName?.trim() || `${RELATIVES_NAME_DEFAULT_PREFIX}加编号（未填写称呼）`]] as Array<[string, string]>) : [])
        ] as Array<[string, string]>)),
    ['采样日期', dateText(d.collectDate) || '—']
  ]

  async function submit() {
    if (!agreed) {
      setHighlight('saliva')
      toast('请阅读并同意《唾液样本采集知情同意书》')
      return
    }
    if (!sensitive) {
      setHighlight('sensitive')
      toast(`请阅读并同意《${AGREEMENTS.sensitive.title}》`)
      return
    }
    // the separate consent is recorded with its version before the binding that needs it
    const consented = await step.run(() => acceptCurrentVersions(['sensitive']))
    if (!consented) return
    const result = await step.run(() => call(BIND_ENDPOINTS.submit, { body: { draftId: draftId ?? undefined, salivaAgree: true, bindClient: 'APP', configKey: 'DETECTION_PRODUCT_CONFIG_NEW', authorize: 0 } }))
    if (!result) return
    toast('绑定成功', 'success')
    await finishBinding(result.barcode)
  }

  return (
    <WizardStep
      name='check'
      title='确认绑定信息'
      description='绑定后采样器不能再换绑，请核对无误后提交。'
      error={step.error}
      primary={{ label: '确认绑定', onClick: submit, loading: step.busy }}
    >
      <View className='xg-wizard__summary'>
        {rows.map(([label, value]) => (
          <View key={label} className='xg-wizard__summary-row'>
            <Text className='xg-wizard__summary-label'>{label}</Text>
            <Text className='xg-wizard__summary-value'>{value}</Text>
          </View>
        ))}
      </View>
      <AgreementCheck agreements={SALIVA} checked={agreed} onChange={v => { setAgreed(v); setHighlight(null) }} highlight={highlight === 'saliva'} />
      <View className='xg-check__sensitive'>
        <AgreementCheck agreements={SENSITIVE} checked={sensitive} onChange={v => { setSensitive(v); setHighlight(null) }} highlight={highlight === 'sensitive'} />
      </View>
    </WizardStep>
  )
}
