/**
 * /ops/families (issue 24 item 5; the website only): self-built families waiting for review, for
 * staff with the operator role, each with everything in it; 通过 makes it public at once, 退回
 * needs a reason its maker reads. Anyone without the role is told the account has no access (the
 * server answers them 404).
 */
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { FAMILIES } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import PageState from '@/components/PageState'
import { toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { call } from '@/services/call'
import { isAuthed } from '@/stores/session'
import { useReviewQueue } from '../hooks/useFamilies'
import type { FamilyDetail } from '../model/families'
import { FamilyBody } from './Family'
import { Page, SignInFirst } from './common'

function Waiting({ d, onDone }: { d: FamilyDetail; onDone: () => void }) {
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const act = useSubmit(async (approve: boolean) => {
    await call(FAMILIES.review, { params: { id: d.id }, body: approve ? { approve } : { approve, note: note.trim() } })
    toast(approve ? '已通过' : '已退回', 'success')
    invalidateQueries(['families'])
    onDone()
  }, { failure: '操作失败，请重试', onError: inToast })
  return (
    <View className='xg-fam__card xg-fam-review'>
      <FamilyBody d={d} />
      <Textarea className='xg-fam__textarea xg-fam-review-note' value={note} maxlength={200} placeholder='退回原因（退回时必填，创建者会看到）' onInput={e => setNote(e.detail.value)} />
      {error ? <Text className='xg-fam__error'>{error}</Text> : null}
      <View className='xg-fam__links'>
        <Button loading={act.busyFor('approve')} onClick={() => void act.runFor('approve', true)} className='xg-fam-approve'>通过并公开</Button>
        <Button variant='danger' loading={act.busyFor('reject')} onClick={() => {
          if (!note.trim()) return setError('退回时请写明原因')
          setError(null)
          void act.runFor('reject', false)
        }}>退回</Button>
      </View>
    </View>
  )
}

export default function ReviewConsole() {
  const state = useReviewQueue()
  if (!isAuthed()) return <SignInFirst what='审核家族' />
  return (
    <PageState state={state} onCode={code => (code === 404 ? <ErrorView title='没有权限' message='当前账号没有审核家族的权限。' /> : null)}>
      {d => (
        <Page title='家族审核' sub={`待审核 ${d.list.length} 个。核对内容没有他人隐私、没有冒用真实宗族或编造史实后再通过。`}>
          {d.list.length === 0 ? <Text className='xg-fam__note'>没有待审核的家族。</Text> : null}
          {d.list.map(f => <Waiting key={f.id} d={f} onDone={state.reload} />)}
        </Page>
      )}
    </PageState>
  )
}
