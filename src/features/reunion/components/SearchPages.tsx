/**
 * The caller's searches (spec 2.10 reunion/list), one search with its candidates (reunion/:id) and
 * the candidates alone (reunion/clue?id=). Candidates are the search person's gene relatives, named
 * by 称呼; asking one for contact is the searcher's consent, and the relative's answer decides.
 */
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { CODES } from '@xungen/contracts'
import { REUNION, type EndpointOutput } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import { inputLabel } from '@/components/Field'
import PageState from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { Page, reunionStates, ServiceScope, SignInFirst } from './common'

type Candidate = EndpointOutput<typeof REUNION.candidates>['list'][number]
const STATE_TEXT = { waiting: '已发出请求，等待对方同意', agreed: '双方已同意联系', declined: '对方暂不同意联系' } as const

export function SearchList() {
  const list = useQuery(['reunion', 'searches'], () => call(REUNION.searches))
  return (
    <PageState {...reunionStates()} state={list}>
      {d => (
        <Page title='我的寻亲' sub='寻亲登记只有您自己能看到。'>
          <View className='xg-reun__row'>
            <Button size='s' to={href('/ancestry/reunion/bind')}>新的寻亲登记</Button>
            <Button size='s' variant='secondary' to={href('/ancestry/reunion/check')}>联系请求</Button>
          </View>
          {d.list.length === 0 ? <Text className='xg-reun__meta'>还没有寻亲登记</Text> : null}
          {d.list.map(s => (
            <View key={s.id} className='xg-reun__card xg-reun__search'>
              <Text className='xg-reun__h'>{`寻找${s.sought}`}</Text>
              <Text className='xg-reun__meta'>{`${s.kindText} · ${s.lostYear}年 · ${s.placeText} · 比对检测人：${s.personName}`}</Text>
              <Text className='xg-reun__text'>{s.open ? `候选亲人 ${s.candidates} 位 · 已同意联系 ${s.agreed} 位` : '已关闭'}</Text>
              <Button size='s' variant='secondary' to={href('/ancestry/reunion/:id', { id: s.id })}>查看</Button>
            </View>
          ))}
        </Page>
      )}
    </PageState>
  )
}

function CandidateCard({ searchId, c, open }: { searchId: string; c: Candidate; open: boolean }) {
  const [message, setMessage] = useState('')
  const [asking, setAsking] = useState(false)
  const ask = useSubmit(async () => {
    await call(REUNION.requestContact, { params: { id: searchId }, body: { personId: c.personId, message: message.trim() } })
    toast('已发出请求', 'success')
    invalidateQueries(['reunion'])
  }, { failure: '发送失败，请稍后重试' })
  return (
    <View className='xg-reun__card xg-reun__candidate'>
      <Text className='xg-reun__h'>{c.appellation}</Text>
      <Text className='xg-reun__text'>{`DNA 推测的关系：${c.relationshipLabel} · 共享 ${Math.round(c.totalCm)} cM（${c.segments} 段）`}</Text>
      {c.contact ? <Text className={c.contact.state === 'declined' ? 'xg-reun__meta' : 'xg-reun__ok'}>{STATE_TEXT[c.contact.state]}</Text> : null}
      {c.contact?.revealed ? (
        <View className='xg-reun__notice xg-reun__revealed'>
          <Text className='xg-reun__text'>{`对方称呼：${c.contact.revealed.contactName}`}</Text>
          <Text className='xg-reun__text'>{`联系电话：${c.contact.revealed.contactPhone}`}</Text>
          {c.contact.revealed.message ? <Text className='xg-reun__text'>{`对方留言：${c.contact.revealed.message}`}</Text> : null}
        </View>
      ) : null}
      {!c.contact && open ? (
        asking ? (
          <View className='xg-reun__field'>
            <Text className='xg-reun__meta'>发出请求即表示您同意与对方交换联系方式；对方同意后，双方才能看到彼此的联系方式和留言。</Text>
            <Textarea className='xg-reun__textarea xg-reun__message' value={message} maxlength={200} placeholder='写几句给对方的话（对方同意后才能看到）' onInput={e => setMessage(e.detail.value)} {...inputLabel('给对方的话')} />
            <Button size='s' loading={ask.busy} disabled={!message.trim()} onClick={() => void ask.run()}>同意并请求联系</Button>
            {ask.error ? <Text className='xg-reun__error'>{ask.error}</Text> : null}
          </View>
        ) : <Button size='s' onClick={() => setAsking(true)}>请求联系</Button>
      ) : null}
    </View>
  )
}

export function Candidates({ id, open }: { id: string; open: boolean }) {
  const candidates = useQuery(['reunion', 'candidates', id], () => call(REUNION.candidates, { params: { id } }))
  return (
    <PageState
      state={candidates}
      onCode={(code, error) =>
        code === CODES.NOT_PUBLISHED || code === CODES.MUST_SHARE || code === CODES.MUST_UPGRADE ? (
          <View className='xg-reun__card'><Text className='xg-reun__text'>{code === CODES.NOT_PUBLISHED ? '检测报告发布后才开始比对。登记会一直有效。' : messageOf(error, '暂时不能比对')}</Text></View>
        ) : code === 404 ? <ErrorView title='没有找到' message={messageOf(error, '这条寻亲登记不存在')} /> : null
      }
      isEmpty={d => d.list.length === 0}
      empty={<View className='xg-reun__card'><Text className='xg-reun__text'>暂时没有找到 DNA 相近的人。对方可能还没有检测或没有开启“基因寻亲”；新的检测人出报告后会自动参与比对。</Text></View>}
    >
      {d => <View className='xg-reun__list'>{d.list.map(c => <CandidateCard key={c.personId} searchId={id} c={c} open={open} />)}</View>}
    </PageState>
  )
}

export function SearchDetail({ id }: { id: string }) {
  const signedIn = useSession(s => Boolean(s.token))
  const search = useQuery(['reunion', 'search', id, signedIn], () => (signedIn ? call(REUNION.search, { params: { id } }) : Promise.resolve(null)))
  const close = useSubmit(async (open: boolean) => {
    await call(REUNION.closeSearch, { params: { id }, body: { open } })
    invalidateQueries(['reunion'])
  }, { onError: inToast })
  const remove = useSubmit(async () => {
    if (!(await confirm('删除后这条登记和它的联系请求都会删除，确定吗？', { danger: true }))) return
    await call(REUNION.removeSearch, { params: { id } })
    toast('已删除')
    invalidateQueries(['reunion'])
    void navigate(href('/ancestry/reunion/list'), { replace: true })
  }, { onError: inToast })
  if (!signedIn) return <SignInFirst what='查看寻亲登记' from={href('/ancestry/reunion/:id', { id })} />
  return (
    <PageState {...reunionStates()} state={search}>
      {s => (
        <Page title={`寻找${s.sought}`} sub={`${s.kindText} · ${s.lostYear}年${s.lostDate ? `（${s.lostDate}）` : ''} · ${s.placeText}`}>
          <View className='xg-reun__card'>
            <Text className='xg-reun__text'>{`比对检测人：${s.personName}`}</Text>
            <Text className='xg-reun__text'>{`联系人：${s.contactName} ${s.contactPhone}（双方同意联系后对方才能看到）`}</Text>
            {s.notes ? <Text className='xg-reun__text'>{`记得的特征和经过：${s.notes}`}</Text> : null}
            <View className='xg-reun__row'>
              <Button size='s' variant='secondary' to={href('/ancestry/reunion/edit/:id?', { id: s.id })}>修改</Button>
              <Button size='s' variant='secondary' loading={close.busy} onClick={() => void close.run(!s.open)}>{s.open ? '关闭登记' : '重新开启'}</Button>
              <Button size='s' variant='ghost' loading={remove.busy} onClick={() => void remove.run()}>删除</Button>
            </View>
          </View>
          <Text className='xg-reun__h'>候选亲人</Text>
          <Candidates id={id} open={s.open} />
          <ServiceScope />
        </Page>
      )}
    </PageState>
  )
}

export function CluePage({ id }: { id: string }) {
  const signedIn = useSession(s => Boolean(s.token))
  if (!signedIn) return <SignInFirst what='查看寻亲线索' from={href('/ancestry/reunion/clue', {}, { id })} />
  if (!id) {
    return (
      <Page title='寻亲线索' sub='线索来自您寻亲登记中检测人的 DNA 比对。'>
        <Button size='s' to={href('/ancestry/reunion/list')}>选择一条寻亲登记</Button>
      </Page>
    )
  }
  return (
    <Page title='寻亲线索' sub='DNA 相近的人，只显示称呼；请求联系并得到对方同意后，才能看到联系方式。'>
      <Candidates id={id} open />
    </Page>
  )
}
