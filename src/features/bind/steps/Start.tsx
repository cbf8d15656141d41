/**
 * /user/persons/bind (spec 2.18 start route): what binding is, the way to the instructions, and
 * the open draft if the person left one (continue it, or drop it and bind another kit).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ErrorView from '@/components/ErrorView'
import { messageOf } from '@/services/errors'
import { navigate } from '@/navigation'
import { useLoad } from '@/hooks/useLoad'
import { useBindStore } from '@/stores/bind'
import WizardStep from '../components/WizardStep'
import { resumeDraft } from '../wizard'
import { call } from '@/services/call'
import { BIND_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function Start() {
  const state = useLoad(() => call(BIND_ENDPOINTS.draft), [])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (state.status === 'loading') return <View className='xg-wizard'><Text>加载中…</Text></View>
  if (state.status === 'failed') return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  const open = state.data.draft?.barcode ? state.data : null

  async function startOver() {
    setBusy(true)
    try {
      if (open) await call(BIND_ENDPOINTS.clearDraft)
      useBindStore.getState().clear()
      await navigate('/user/persons/bind/barcode')
    } catch (err) {
      setError(messageOf(err, '操作失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  async function resume() {
    if (!open) return
    setBusy(true)
    try {
      await resumeDraft(open.draftId!, open.draft!)
    } catch (err) {
      setError(messageOf(err, '无法继续上次的绑定，请重新绑定'))
    } finally {
      setBusy(false)
    }
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
