/**
 * /ancestry/project/:id/join (spec 2.10, 4): the caller's tested persons with published reports,
 * each checked by the server against the project's condition (the reason in Chinese when not met);
 * the member chooses whether the project may show their haplogroup and province. Joining is checked
 * again by the server: a person who does not meet the condition is refused with its reason.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PROJECTS } from '@xungen/contracts/endpoints'
import { MIN_CELL_SIZE } from '@xungen/contracts'
import Button from '@/components/Button'
import { FormPage } from '@/components/PageKinds'
import PageState from '@/components/PageState'
import Switch from '@/components/Switch'
import { toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { useProject } from './ProjectDetail'
import { Page, projectStates, SignInFirst } from './common'

export default function JoinPage({ id }: { id: string }) {
  const signedIn = useSession(s => Boolean(s.token))
  const project = useProject(id)
  const options = useQuery(['project', 'joinOptions', id, signedIn], () => (signedIn ? call(PROJECTS.joinOptions, { query: { projectId: id } }) : Promise.resolve({ list: [] })))
  const [barcode, setBarcode] = useState<string | null>(null)
  const [showHaplogroup, setShowHaplogroup] = useState(true)
  const [showPlace, setShowPlace] = useState(false)
  const join = useSubmit(async () => {
    if (!barcode) throw new Error('请选择检测人')
    await call(PROJECTS.join, { params: { id }, body: { barcode, showHaplogroup, showPlace } })
    toast('已加入', 'success')
    invalidateQueries(['project'])
    void navigate(href('/ancestry/project/:id', { id }), { replace: true })
  }, { failure: '加入失败，请稍后重试' })
  if (!signedIn) return <SignInFirst what='加入研究项目' from={href('/ancestry/project/:id/join', { id })} />
  return (
    <PageState {...projectStates()} state={project}>
      {p => (
        <PageState {...projectStates()} state={options}>
          {d =>
            d.list.length === 0 ? (
              <Page title={`加入：${p.name}`} sub={`加入条件：${p.conditionText}`}>
                <Text className='xg-proj__meta'>您还没有已出报告的检测人。检测报告发布后即可加入。</Text>
                <Button size='s' to={href('/shop/gene')}>了解基因检测</Button>
              </Page>
            ) : (
              <FormPage className='xg-proj' busy={join.busy} error={join.error ?? (barcode ? null : null)} submitLabel='加入项目' onSubmit={() => (barcode ? void join.run() : join.setError('请选择检测人'))}>
                <Text className='xg-proj__title'>{`加入：${p.name}`}</Text>
                <Text className='xg-proj__sub'>{`加入条件：${p.conditionText}。是否符合由系统按检测报告核对。`}</Text>
                {d.list.map(o => (
                  <View key={o.barcode} className={`xg-proj__option${barcode === o.barcode ? ' xg-proj__option--on' : ''}`} ariaRole='radio' ariaChecked={barcode === o.barcode} onClick={() => setBarcode(o.barcode)}>
                    <Text className='xg-proj__label'>{`${o.personName}${o.haplogroup ? ` · 父系单倍群 ${o.haplogroup}` : ''}`}</Text>
                    {o.joined ? <Text className='xg-proj__ok'>已用这位检测人加入</Text> : o.met ? <Text className='xg-proj__ok'>符合加入条件</Text> : <Text className='xg-proj__error'>{o.reason ?? '不符合加入条件'}</Text>}
                  </View>
                ))}
                <View className='xg-proj__item'><Text>向其他成员显示父系单倍群</Text><Switch label='显示父系单倍群' checked={showHaplogroup} onChange={setShowHaplogroup} /></View>
                <View className='xg-proj__item'><Text>向其他成员显示祖籍省份</Text><Switch label='显示祖籍省份' checked={showPlace} onChange={setShowPlace} /></View>
                <Text className='xg-proj__meta'>{`其他人只看到您检测人的称呼。项目统计会计入您的检测结果，但少于 ${MIN_CELL_SIZE} 人的组不单独显示。`}</Text>
              </FormPage>
            )
          }
        </PageState>
      )}
    </PageState>
  )
}
