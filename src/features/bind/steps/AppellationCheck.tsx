/**
 * /user/persons/bind/appellation-check (spec 2.12, 3.5): the server checks the relation (held
 * once, agrees with a known sex) and the person confirms it; a refusal goes back to choose again.
 */
import { Text, View } from '@tarojs/components'
import { APPELLATIONS, isAppellation } from '@xungen/contracts'
import PageState from '@/components/PageState'
import { useLoad } from '@/hooks/useLoad'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'
import { call } from '@/services/call'
import { BIND_ENDPOINTS } from '@xungen/contracts/endpoints'

const SEX_LABEL = { male: '男', female: '女' } as const

export default function AppellationCheck() {
  const step = useWizardStep('appellation-check')
  const appellation = step.draft.appellation ?? ''
  const check = useLoad(() => call(BIND_ENDPOINTS.appellationCheck, { query: { appellation, sex: step.draft.personId === undefined ? step.draft.sex : undefined } }), [appellation])
  const label = isAppellation(appellation) ? APPELLATIONS[appellation].label : appellation
  return (
    <PageState state={check} loading={<View className='xg-wizard'><Text>正在核对…</Text></View>} failure='核对失败，请稍后重试'>
      {data => {
        const ok = data.succeeded
        return (
          <WizardStep
            name='appellation-check'
            title={ok ? `检测人是您的「${label}」` : '请重新选择关系'}
            description={ok ? '请确认关系无误，绑定后报告会按这个关系称呼检测人。' : undefined}
            error={ok ? step.error : data.errors[0]}
            primary={ok ? { label: '确认', onClick: () => step.next(), loading: step.busy } : { label: '重新选择', to: '/user/persons/bind/appellation' }}
            secondary={ok ? { label: '重新选择', to: '/user/persons/bind/appellation' } : undefined}
          >
            {ok && data.impliedSex && <Text className='xg-wizard__note'>{`检测人的性别将设为「${SEX_LABEL[data.impliedSex]}」。`}</Text>}
          </WizardStep>
        )
      }}
    </PageState>
  )
}
