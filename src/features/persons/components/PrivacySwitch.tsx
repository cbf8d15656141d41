/**
 * /user/persons/:id/privacy/gene-relatives and /gene-origin (spec 2.11, 6 "privacy switches exist
 * per person"). Turning relatives finding on is agreeing to /protocol/online-search and starts a
 * match against everyone who has it on; turning it off removes the person from every list at once.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { relativesNameProblem, type PrivacyFeature } from '@xungen/contracts'
import Button from '@/components/Button'
import { fieldErrorsOf } from '@/services/errors'
import RelativesNameField from './RelativesNameField'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import Switch from '@/components/Switch'
import { confirm, toast } from '@/components/feedback'
import { setQueryData, useQuery } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { messageOf } from '@/services/errors'
import './persons.scss'
import { call } from '@/services/call'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

const TEXTS: Record<PrivacyFeature, { title: string; on: string; off: string; confirmOn: string }> = {
  geneRelatives: {
    title: '基因寻亲',
    on: '已开启：检测人会出现在其他开启寻亲的血缘亲人的列表中，对方只能看到称呼、性别和共享 DNA。',
    off: '未开启：检测人不参与 DNA 比对，也不会出现在任何人的亲人列表中。',
    confirmOn: '开启后，检测人将与所有开启寻亲的用户比对 DNA，匹配到的亲人能看到检测人的称呼、性别和共享 DNA 长度。'
  },
  geneOrigin: {
    title: '基因溯源',
    on: '已开启：检测人的父系、母系单倍群会计入姓氏和地域的溯源统计（不含姓名等身份信息）。',
    off: '未开启：检测人的单倍群不计入溯源统计。',
    confirmOn: '开启后，检测人的单倍群将以去除身份信息的方式计入姓氏和地域的溯源统计。'
  }
}

export default function PrivacySwitch({ id, feature }: { id: string; feature: PrivacyFeature }) {
  const state = useQuery(['persons', 'person', id], () => call(PERSONS_ENDPOINTS.personById, { params: { id: id } }))
  const [override, setOverride] = useState<boolean | null>(null)
  const [alias, setAlias] = useState<string | null>(null)
  const [aliasError, setAliasError] = useState<string | null>(null)
  const [shownNow, setShownNow] = useState<string | null>(null)
  const switching = useSubmit(async (next: boolean) => {
    const person = await call(PERSONS_ENDPOINTS.privacy, { params: { id: id }, body: { feature: feature, open: next } })
    setOverride(person.privacy[feature])
    // the person's other pages still open (its detail) show the new setting too
    setQueryData(['persons', 'person', id], () => person)
    toast(next ? '已开启' : '已关闭', 'success')
  }, { failure: '设置失败，请稍后重试', onError: inToast })
  const savingAlias = useSubmit(async (relativesName: string) => {
    const saved = await call(PERSONS_ENDPOINTS.updatePerson, { params: { id: id }, body: { relativesName } })
    setShownNow(saved.basic.shownToRelatives)
    setAlias(saved.basic.relativesName ?? '')
    toast('称呼已保存', 'success')
  }, { failure: '保存失败，请稍后重试', onError: (err, message) => setAliasError(fieldErrorsOf(err).relativesName ?? message) })
  const busy = switching.busy || savingAlias.busy
  if (state.status === 'loading') return <Text className='xg-persons__loading'>加载中…</Text>
  if (state.status === 'failed') return <ErrorView message={messageOf(state.error, '加载失败，请稍后重试')} onReload={state.reload} />
  const on = override ?? state.data.privacy[feature]
  const t = TEXTS[feature]

  async function toggle(next: boolean) {
    if (busy) return
    if (next && !(await confirm(t.confirmOn, { title: `开启${t.title}`, confirmText: '同意开启' }))) return
    await switching.run(next)
  }

  const person = state.data
  const aliasValue = alias ?? person.basic.relativesName ?? ''
  async function saveAlias() {
    const problem = relativesNameProblem(aliasValue, person.basic.name, person.basic.surname)
    setAliasError(problem)
    if (problem || busy) return
    await savingAlias.run(aliasValue.trim())
  }

  return (
    <View className={`xg-persons xg-privacy xg-privacy--${feature}`}>
      <Text className='xg-persons__title'>{`${state.data.name} · ${t.title}`}</Text>
      {state.data.isBind ? (
        <View className='xg-persons__switch-row'>
          <Text>{t.title}</Text>
          <Switch checked={on} onChange={toggle} label={t.title} />
        </View>
      ) : (
        <Text className='xg-persons__note'>分享给您的检测人，隐私设置由其所有者管理。</Text>
      )}
      <Text className='xg-persons__note xg-privacy__state'>{on ? t.on : t.off}</Text>
      {feature === 'geneRelatives' && person.isBind && (
        <View className='xg-privacy__alias'>
          <RelativesNameField value={aliasValue} onChange={v => { setAliasError(null); setAlias(v) }} error={aliasError} inputClassName='xg-persons__input' shown={shownNow ?? person.basic.shownToRelatives} />
          <Button size='s' onClick={saveAlias} loading={busy}>保存称呼</Button>
        </View>
      )}
      {feature === 'geneRelatives' && (
        <Text className='xg-persons__note'>
          详见<Link to='/protocol/online-search' className='xg-persons__a'>《在线寻亲授权协议》</Link>
        </Text>
      )}
      {feature === 'geneOrigin' && (
        <Text className='xg-persons__note'>
          详见<Link to='/report/gene-origin/protocal' className='xg-persons__a'>《基因溯源服务协议》</Link>：他人只能看到人数，少于 5 人不显示具体人数。
        </Text>
      )}
    </View>
  )
}
