/**
 * Booking genetic counselling (/consult): a workday within the next 14 days (the contracts'
 * bookableDays, China time), morning or afternoon, and the question; the account's bookings with
 * 取消. A visitor is offered sign-in. The server checks the same rules and the open-bookings limit.
 */
import { Text, Textarea, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import { useState } from 'react'
import { CONSULT_PERIODS, CONSULT_TOPIC_MAX, bookableDays, type ConsultPeriod } from '@xungen/contracts'
import { CONSULT } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import Field from '@/components/Field'
import { toast } from '@/components/feedback'
import { setQueryData, useQuery } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']
const dayLabel = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日 ${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]}`

export default function ConsultBooking() {
  const authed = useSession(s => Boolean(s.token))
  const bookings = useQuery(['content', 'consultBookings', authed], () => (authed ? call(CONSULT.bookings) : Promise.resolve({ list: [] })))
  const [days] = useState(() => bookableDays(Date.now()))
  const [day, setDay] = useState<string | null>(null)
  const [period, setPeriod] = useState<ConsultPeriod | null>(null)
  const [topic, setTopic] = useState('')
  const book = useSubmit(
    async () => {
      const data = await call(CONSULT.book, { body: { day: day!, period: period!, topic } })
      setQueryData(['content', 'consultBookings', true], () => data)
      setTopic('')
      toast('预约成功', 'success')
    },
    { failure: '预约失败，请重试' }
  )
  const cancel = useSubmit(async (id: number) => {
    const data = await call(CONSULT.cancel, { params: { id } })
    setQueryData(['content', 'consultBookings', true], () => data)
  }, { failure: '取消失败，请重试', onError: inToast })

  if (!authed) {
    return (
      <View className='xg-paper__section xg-consult__booking'>
        <Heading level={2} className='xg-paper__heading'>预约咨询</Heading>
        <Text className='xg-paper__line'>登录后可以预约遗传咨询。</Text>
        <Button size='s' to={href('/auth/signin', {}, { from: '/consult' })}>登录</Button>
      </View>
    )
  }
  const ready = day !== null && period !== null && topic.trim().length > 0
  return (
    <View className='xg-paper__section xg-consult__booking'>
      <Heading level={2} className='xg-paper__heading'>预约咨询</Heading>
      <Field label='日期（工作日）'>
        <ChoiceList name='consult-day' layout='chips' choices={days.map(d => ({ key: d, label: dayLabel(d) }))} value={day} onChange={setDay} />
      </Field>
      <Field label='时段'>
        <ChoiceList name='consult-period' layout='chips' choices={(Object.keys(CONSULT_PERIODS) as ConsultPeriod[]).map(p => ({ key: p, label: CONSULT_PERIODS[p] }))} value={period} onChange={setPeriod} />
      </Field>
      <Field label='想咨询的问题' error={book.error}>
        <Textarea className='xg-consult__topic' value={topic} maxlength={CONSULT_TOPIC_MAX} placeholder='例如：携带者筛查的结果对备孕有什么影响' onInput={e => setTopic(e.detail.value)} />
      </Field>
      <Button disabled={!ready} loading={book.busy} onClick={() => void book.run()} className='xg-consult__submit'>提交预约</Button>
      {bookings.status === 'done' && bookings.data.list.length > 0 && (
        <View className='xg-paper__table'>
          {bookings.data.list.map(b => (
            <View key={b.id} className='xg-paper__row xg-consult__mine' data-status={b.status}>
              <Text>{`${dayLabel(b.day)} ${CONSULT_PERIODS[b.period]}　${b.status === 'booked' ? '已预约' : '已取消'}`}</Text>
              {b.status === 'booked' && <Button size='s' variant='secondary' loading={cancel.busyFor(b.id)} onClick={() => void cancel.runFor(b.id, b.id)}>取消</Button>}
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
