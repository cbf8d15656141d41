/**
 * Reunion tests as gifts (spec 2.10 reunion/giving, receiving; 4 "Reunion gifts can be received"):
 * a kit of one of the giver's paid orders that no one has bound is given with a word, and the
 * giver passes its 领取码 on; whoever enters the code receives the kit's barcode to bind.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { REUNION } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import { inputLabel } from '@/components/Field'
import { FormPage } from '@/components/PageKinds'
import PageState from '@/components/PageState'
import { toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { Page, reunionStates, SignInFirst } from './common'

export function GivingPage() {
  const signedIn = useSession(s => Boolean(s.token))
  const gifts = useQuery(['reunion', 'gifts', signedIn], () => (signedIn ? call(REUNION.gifts) : Promise.resolve({ given: [], received: [], kits: [] })))
  const [barcode, setBarcode] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const give = useSubmit(async () => {
    if (!barcode) throw new Error('请选择要赠送的检测盒')
    await call(REUNION.giveGift, { body: { barcode, message: message.trim() } })
    toast('已生成领取码', 'success')
    setBarcode(null)
    invalidateQueries(['reunion', 'gifts'])
  }, { failure: '赠送失败，请稍后重试' })
  if (!signedIn) return <SignInFirst what='赠送寻亲检测' from={href('/ancestry/reunion/giving')} />
  return (
    <PageState {...reunionStates()} state={gifts}>
      {d => (
        <View className='xg-reun'>
          {d.kits.length ? (
            <FormPage className='xg-reun__card' busy={give.busy} error={give.error} submitLabel='赠送并生成领取码' onSubmit={() => (barcode ? void give.run() : give.setError('请选择要赠送的检测盒'))}>
              <Text className='xg-reun__title'>赠送寻亲检测</Text>
              <Text className='xg-reun__sub'>把您订单中还没有绑定的检测盒送给正在寻亲的人。赠送后您会得到一个领取码，请交给对方，并把检测盒寄给对方。</Text>
              <ChoiceList name='gift-kit' choices={d.kits.map(k => ({ key: k, label: `检测盒 ${k}` }))} value={barcode} onChange={setBarcode} />
              <Input className='xg-reun__input xg-reun__gift-message' value={message} maxlength={200} placeholder='赠言（可选）' onInput={e => setMessage(e.detail.value)} {...inputLabel('赠言')} />
            </FormPage>
          ) : (
            <Page title='赠送寻亲检测' sub='您的订单中没有可以赠送的检测盒（已绑定或已赠送的不能再送）。'>
              <Button size='s' to={href('/shop/gene')}>购买检测</Button>
            </Page>
          )}
          {d.given.length ? (
            <View className='xg-reun__card'>
              <Text className='xg-reun__h'>我送出的</Text>
              {d.given.map(g => (
                <View key={g.id} className='xg-reun__item'>
                  <Text>{`检测盒 ${g.barcode ?? ''} · 领取码 ${g.code ?? ''}`}</Text>
                  <Text className='xg-reun__meta'>{g.received ? '已被领取' : '等待领取'}</Text>
                </View>
              ))}
            </View>
          ) : null}
        </View>
      )}
    </PageState>
  )
}

export function ReceivingPage() {
  const signedIn = useSession(s => Boolean(s.token))
  const gifts = useQuery(['reunion', 'gifts', signedIn], () => (signedIn ? call(REUNION.gifts) : Promise.resolve({ given: [], received: [], kits: [] })))
  const [code, setCode] = useState('')
  const receive = useSubmit(async () => {
    await call(REUNION.receiveGift, { body: { code: code.trim().toUpperCase() } })
    toast('领取成功', 'success')
    setCode('')
    invalidateQueries(['reunion', 'gifts'])
  }, { failure: '领取失败，请稍后重试' })
  if (!signedIn) return <SignInFirst what='领取寻亲检测' from={href('/ancestry/reunion/receiving')} />
  return (
    <PageState {...reunionStates()} state={gifts}>
      {d => (
        <View className='xg-reun'>
          <FormPage className='xg-reun__card' busy={receive.busy} error={receive.error} submitLabel='领取' onSubmit={() => void receive.run()}>
            <Text className='xg-reun__title'>领取寻亲检测</Text>
            <Text className='xg-reun__sub'>输入赠送人给您的 8 位领取码。领取后，用检测盒上的编号绑定检测人，报告发布后就能寻亲。</Text>
            <Input className='xg-reun__input xg-reun__code' value={code} maxlength={8} placeholder='领取码' onInput={e => setCode(e.detail.value)} {...inputLabel('领取码')} />
          </FormPage>
          {d.received.map(g => (
            <View key={g.id} className='xg-reun__card xg-reun__gift'>
              <Text className='xg-reun__h'>{`检测盒 ${g.barcode ?? ''}`}</Text>
              {g.message ? <Text className='xg-reun__text'>{`赠言：${g.message}`}</Text> : null}
              <Button size='s' to={href('/user/persons/bind')}>去绑定</Button>
            </View>
          ))}
        </View>
      )}
    </PageState>
  )
}
