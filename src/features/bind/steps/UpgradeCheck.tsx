/**
 * /user/persons/bind/upgrade-check (spec 2.12, 4 "Product reuse"): the chosen person has a sample
 * the new kit's product upgrades; the person confirms binding the new kit to them.
 */
import { Text, View } from '@tarojs/components'
import PageState from '@/components/PageState'
import { useLoad } from '@/hooks/useLoad'
import { useBindStore } from '@/stores/bind'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function UpgradeCheck() {
  const step = useWizardStep('upgrade-check')
  const person = useBindStore(s => s.selectedPerson)
  const state = useLoad(() => (person ? call(PERSONS_ENDPOINTS.upgradableSamples, { params: { id: person.id } }) : Promise.resolve({ list: [] })), [person?.id])
  return (
    <PageState state={state} loading={<View className='xg-wizard'><Text>加载中…</Text></View>}>
      {data => (
        <WizardStep
          name='upgrade-check'
          title='确认升级'
          description={`${person?.name ?? '该检测人'}已有以下检测，可以升级为更完整的报告。绑定新采样器后将用新样本检测。`}
          error={step.error}
          primary={{ label: '确认绑定新采样器', onClick: () => step.save({ useOldSample: false }), loading: step.busy }}
          secondary={{ label: '换一位检测人', to: '/user/persons/bind/select-available' }}
        >
          <View className='xg-wizard__summary'>
            {data.list.map(s => (
              <View key={s.barcode} className='xg-wizard__summary-row'>
                <Text className='xg-wizard__summary-label'>{`${s.product.name}（${s.barcode}）`}</Text>
                <Text>{`可升级：${s.upgradeTo.map(p => p.name).join('、')}`}</Text>
              </View>
            ))}
          </View>
        </WizardStep>
      )}
    </PageState>
  )
}
