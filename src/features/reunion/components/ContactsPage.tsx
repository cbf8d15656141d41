/**
 * /ancestry/reunion/check (spec 2.10): the contact requests the caller sent and those sent to the
 * caller's tested persons. Before both agreed, a request shows 称呼-level words only; the relative
 * agrees (leaving a contact of their own) or declines. After, each side sees the other's contact.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { REUNION, type EndpointOutput } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { inputLabel } from '@/components/Field'
import PageState from '@/components/PageState'
import { toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { fieldErrorsOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { Page, reunionStates, SignInFirst } from './common'

type Contact = EndpointOutput<typeof REUNION.contacts>['list'][number]

function Answer({ c }: { c: Contact }) {
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const answer = useSubmit(async (agree: boolean) => {
    setErrors({})
    await call(REUNION.answerContact, { params: { id: c.id }, body: agree ? { agree, contactName: name.trim(), contactPhone: phone.trim(), ...(message.trim() ? { message: message.trim() } : {}) } : { agree } })
    toast(agree ? '已同意' : '已拒绝')
    invalidateQueries(['reunion'])
  }, { failure: '提交失败，请稍后重试', onError: err => setErrors(fieldErrorsOf(err)) })
  return (
    <View className='xg-reun__field xg-reun__answer'>
      <Text className='xg-reun__meta'>同意后，对方能看到您在下面留下的称呼、电话和留言，您也能看到对方的联系方式和寻亲经过。不同意，对方只会知道您暂不同意。</Text>
      <Input className='xg-reun__input xg-reun__answer-name' value={name} maxlength={12} placeholder='对方联系您时的称呼' onInput={e => setName(e.detail.value)} {...inputLabel('称呼')} />
      {errors.contactName ? <Text className='xg-reun__error'>{errors.contactName}</Text> : null}
      <Input className='xg-reun__input xg-reun__answer-phone' value={phone} maxlength={11} type='number' placeholder='您的手机号' onInput={e => setPhone(e.detail.value)} {...inputLabel('手机号')} />
      {errors.contactPhone ? <Text className='xg-reun__error'>{errors.contactPhone}</Text> : null}
      <Input className='xg-reun__input xg-reun__answer-message' value={message} maxlength={200} placeholder='留言（可选）' onInput={e => setMessage(e.detail.value)} {...inputLabel('留言')} />
      <View className='xg-reun__row'>
        <Button size='s' loading={answer.busyFor('agree')} onClick={() => void answer.runFor('agree', true)}>同意联系</Button>
        <Button size='s' variant='ghost' loading={answer.busyFor('decline')} onClick={() => void answer.runFor('decline', false)}>暂不同意</Button>
      </View>
      {answer.error ? <Text className='xg-reun__error'>{answer.error}</Text> : null}
    </View>
  )
}

function ContactCard({ c }: { c: Contact }) {
  const state = c.state === 'agreed' ? '双方已同意联系' : c.state === 'declined' ? (c.role === 'seeker' ? '对方暂不同意联系' : '您已拒绝') : c.role === 'seeker' ? '等待对方同意' : '等待您的答复'
  return (
    <View className={`xg-reun__card xg-reun__contact xg-reun__contact--${c.role}`}>
      <Text className='xg-reun__text'>{c.summary}</Text>
      <Text className='xg-reun__meta'>{`DNA 推测的关系：${c.relationshipLabel} · 共享 ${Math.round(c.totalCm)} cM · 您的检测人：${c.myPersonName}`}</Text>
      <Text className={c.state === 'agreed' ? 'xg-reun__ok' : 'xg-reun__meta'}>{state}</Text>
      {c.revealed ? (
        <View className='xg-reun__notice xg-reun__revealed'>
          <Text className='xg-reun__text'>{`对方称呼：${c.revealed.contactName}`}</Text>
          <Text className='xg-reun__text'>{`联系电话：${c.revealed.contactPhone}`}</Text>
          {c.revealed.notes ? <Text className='xg-reun__text'>{`寻亲经过：${c.revealed.notes}`}</Text> : null}
          {c.revealed.message ? <Text className='xg-reun__text'>{`留言：${c.revealed.message}`}</Text> : null}
        </View>
      ) : null}
      {c.role === 'relative' && c.state === 'waiting' ? <Answer c={c} /> : null}
    </View>
  )
}

export default function ContactsPage() {
  const signedIn = useSession(s => Boolean(s.token))
  const contacts = useQuery(['reunion', 'contacts', signedIn], () => (signedIn ? call(REUNION.contacts) : Promise.resolve({ list: [] })))
  if (!signedIn) return <SignInFirst what='查看寻亲联系请求' from={href('/ancestry/reunion/check')} />
  return (
    <PageState {...reunionStates()} state={contacts}>
      {d => (
        <Page title='寻亲联系请求' sub='双方都同意后，才能看到彼此的联系方式。'>
          {d.list.length === 0 ? <Text className='xg-reun__meta'>还没有联系请求</Text> : null}
          {d.list.filter(c => c.role === 'relative').length ? <Text className='xg-reun__h'>有人在寻找亲人</Text> : null}
          {d.list.filter(c => c.role === 'relative').map(c => <ContactCard key={c.id} c={c} />)}
          {d.list.filter(c => c.role === 'seeker').length ? <Text className='xg-reun__h'>我发出的请求</Text> : null}
          {d.list.filter(c => c.role === 'seeker').map(c => <ContactCard key={c.id} c={c} />)}
        </Page>
      )}
    </PageState>
  )
}
