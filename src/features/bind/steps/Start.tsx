/**
 * /user/persons/bind (spec 2.18 start route): what binding is, the way to the instructions, and
 * the open draft if the person left one (continue it, or drop it and bind another kit).
 */
import { Text, View } from '@tarojs/components'
import PageState from '@/components/PageState'
import { useSubmit } from '@/hooks/useSubmit'
import type { BindDraft } from '@/services/api/persons'
import { navigate } from '@/navigation'
import { useLoad } from '@/hooks/useLoad'
import { useBindStore } from '@/stores/bind'
import WizardStep from '../components/WizardStep'
import { resumeDraft } from '../wizard'
import { call } from '@/services/call'
import { BIND_ENDPOINTS } from '@xungen/contracts/endpoints'

const loadDraft = () => call(BIND_ENDPOINTS.draft)
type BindDraftAnswer = Awaited<ReturnType<typeof loadDraft>>

export default function Start() {
  const state = useLoad(loadDraft, [])
  return (
    <PageState state={state} loading={<View className='xg-wizard'><Text>加载中…</Text></View>}>
      {data => <StartStep open={data.draft?.barcode ? data : null} />}
    </PageState>
  )
}

function StartStep({ open }: { open: BindDraftAnswer | null }) {
  const startingOver = useSubmit(async () => {
    if (open) await call(BIND_ENDPOINTS.clearDraft)
    useBindStore.getState().clear()
    await navigate('/user/persons/bind/barcode')
  }, { failure: '操作失败，请稍后重试' })
  const resuming = useSubmit((draftId: number, draft: BindDraft) => resumeDraft(draftId, draft), { failure: '无法继续上次的绑定，请重新绑定' })
  const busy = startingOver.busy || resuming.busy
  const error = startingOver.error ?? resuming.error

  function startOver() {
    if (!busy) void startingOver.run()
  }

  function resume() {
    if (open && !busy) void resuming.run(open.draftId!, open.draft!)
  }

  const steps = ['输入采样盒上的采样器编号', '填写检测人的基本信息', '确认已采集唾液并填写采样日期', '阅读并同意知情同意书，完成绑定']
  return (
    <WizardStep
      name='start'
      noKit
      title='绑定采样器'
      description='采样器必须先绑定检测人，实验室收到样本后才能为其检测。绑定只需几分钟，中途离开也可以回来继续。'
      error={error}
      primary={open ? { label: '继续上次的绑定', onClick: resume, loading: busy } : { label: '开始绑定', onClick: startOver, loading: busy }}
      secondary={open ? { label: '放弃并绑定新的采样器', onClick: startOver, disabled: busy } : { label: '查看采样说明', to: '/user/persons/bind/instructions' }}
    >
      {open && (
        <View className='xg-wizard__summary'>
          <View className='xg-wizard__summary-row'>
            <Text className='xg-wizard__summary-label'>未完成的绑定</Text>
            <Text className='xg-start__barcode'>{open.draft!.barcode}</Text>
          </View>
        </View>
      )}
      <View className='xg-wizard__steps'>
        {steps.map((s, i) => (
          <View key={s} className='xg-wizard__step-item'>
            <Text className='xg-wizard__step-no'>{i + 1}</Text>
            <Text>{s}</Text>
          </View>
        ))}
      </View>
    </WizardStep>
  )
}
