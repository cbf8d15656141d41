/**
 * /home-test 居家检测 (spec 1 "covid test appointments", 3.14 Covid, 7.3 covid19): the account's
 * covid sample codes. Bind a code from the sampling tube for the one person it is for (checked
 * here as the server checks it: CV, ten digits, the check digit), then book a sampling supplier
 * of a province and city on one of the next days, cancel while booked, and read the result once
 * staff published it (/home-test/report). Demo suppliers say 示例.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import {
  COVID_BOOKING_DAYS_AHEAD,
  COVID_MESSAGES,
  COVID_PERSON_NAME_PATTERN,
  COVID_SAMPLE_MESSAGES,
  covidBookableDays,
  covidSampleCodeProblem,
  normalizeCovidSampleCode,
  type CovidSampleView
} from '@xungen/contracts'
import { COVID } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import Field from '@/components/Field'
import Heading from '@/components/Heading'
import PageState from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { setQueryData, useQuery } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { cityLabel, dayLabel, sampleRow, supplierTree } from '../../model/covid'
import '../covid.scss'

const LIST_KEY = ['covid', 'samples', true]

function BindForm() {
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<{ code?: string; name?: string }>({})
  const bind = useSubmit(async () => {
    const sampleCode = normalizeCovidSampleCode(code)
    const problem = covidSampleCodeProblem(sampleCode)
    const personName = name.trim()
    const next = { code: problem ? COVID_SAMPLE_MESSAGES[problem] : undefined, name: COVID_PERSON_NAME_PATTERN.test(personName) ? undefined : COVID_MESSAGES.name }
    setErrors(next)
    if (next.code || next.name) return
    const data = await call(COVID.covidBind, { body: { sampleCode, personName } })
    setQueryData(LIST_KEY, () => data)
    setCode('')
    setName('')
    toast('绑定成功', 'success')
  }, { failure: '绑定失败，请重试' })
  return (
    <View className='xg-covid__card xg-covid__bind'>
      <Heading level={3} className='xg-covid__heading'>绑定采样管</Heading>
      <Text className='xg-covid__note'>采样管上印有 CV 开头的 12 位编码。一个采样管只对应一位受检人，绑定后不能转给他人。</Text>
      <Field label='采样管编码' name='covid-code' error={errors.code}>
        <Input className='xg-field__input xg-covid__code' value={code} maxlength={20} placeholder='例如 CV1234567890' onInput={e => setCode(e.detail.value)} />
      </Field>
      <Field label='受检人姓名' name='covid-name' error={errors.name ?? bind.error}>
        <Input className='xg-field__input xg-covid__name' value={name} maxlength={20} placeholder='请填写受检人的真实姓名' onInput={e => setName(e.detail.value)} />
      </Field>
      <Button className='xg-covid__bind-submit' loading={bind.busy} onClick={() => void bind.run()}>绑定</Button>
    </View>
  )
}

function BookForm({ sample, onDone }: { sample: CovidSampleView; onDone: () => void }) {
  const suppliers = useQuery(['covid', 'suppliers'], () => call(COVID.covidSuppliers, { query: {} }))
  const [days] = useState(() => covidBookableDays(Date.now()))
  const [province, setProvince] = useState<string | null>(null)
  const [city, setCity] = useState<string | null>(null)
  const [supplier, setSupplier] = useState<string | null>(null)
  const [day, setDay] = useState<string | null>(null)
  const book = useSubmit(async () => {
    const data = await call(COVID.covidAppointment, { body: { sampleCode: sample.sampleCode, supplierId: Number(supplier), provinceCode: province!, cityCode: city!, day: day! } })
    setQueryData(LIST_KEY, () => data)
    toast('预约成功', 'success')
    onDone()
  }, { failure: '预约失败，请重试' })
  return (
    <PageState state={suppliers}>
      {({ list }) => {
        const tree = supplierTree(list)
        if (tree.length === 0) return <Text className='xg-covid__note'>暂无可预约的采样机构，请稍后再来。</Text>
        const p = tree.find(x => x.province.code === province)
        const c = p?.cities.find(x => x.city.code === city)
        return (
          <View className='xg-covid__book'>
            <Field label='省份'>
              <ChoiceList name='covid-province' layout='chips' choices={tree.map(x => ({ key: x.province.code, label: x.province.name }))} value={province} onChange={k => { setProvince(k); setCity(null); setSupplier(null) }} />
            </Field>
            {p && (
              <Field label='城市'>
                <ChoiceList name='covid-city' layout='chips' choices={p.cities.map(x => ({ key: x.city.code, label: cityLabel(p.province, x.city) }))} value={city} onChange={k => { setCity(k); setSupplier(null) }} />
              </Field>
            )}
            {c && (
              <Field label='采样机构'>
                <ChoiceList
                  name='covid-supplier'
                  choices={c.suppliers.map(s => ({ key: String(s.id), label: s.demo ? `${s.name}（示例机构，非真实采样点）` : s.name, note: `${s.address}　电话 ${s.phone}` }))}
                  value={supplier}
                  onChange={setSupplier}
                />
              </Field>
            )}
            <Field label={`预约日期（未来 ${COVID_BOOKING_DAYS_AHEAD} 天）`} error={book.error}>
              <ChoiceList name='covid-day' layout='chips' choices={days.map(d => ({ key: d, label: dayLabel(d) }))} value={day} onChange={setDay} />
            </Field>
            <Button className='xg-covid__book-submit' disabled={!province || !city || !supplier || !day} loading={book.busy} onClick={() => void book.run()}>提交预约</Button>
          </View>
        )
      }}
    </PageState>
  )
}

function SampleCard({ sample }: { sample: CovidSampleView }) {
  const row = sampleRow(sample)
  const [booking, setBooking] = useState(false)
  const a = sample.appointment
  const cancel = useSubmit(async () => {
    if (!a || !(await confirm('确定取消这次采样预约吗？', { confirmText: '取消预约' }))) return
    const data = await call(COVID.covidCancel, { params: { id: a.id } })
    setQueryData(LIST_KEY, () => data)
    toast('已取消预约', 'success')
  }, { failure: '取消失败，请重试', onError: inToast })
  return (
    <View className='xg-covid__card xg-covid__sample' data-code={sample.sampleCode} data-stage={row.stage}>
      <View className='xg-covid__sample-head'>
        <Text className='xg-covid__sample-code'>{sample.sampleCode}</Text>
        <Text className={`xg-covid__status xg-covid__status--${row.stage}`}>{row.statusText}</Text>
      </View>
      <Text className='xg-covid__line'>{`受检人：${sample.personName}`}</Text>
      {a && a.status !== 'cancelled' && (
        <View>
          <Text className='xg-covid__line'>{`采样机构：${a.supplier.name}${a.supplier.demo ? '（示例）' : ''}`}</Text>
          <Text className='xg-covid__line'>{`预约日期：${dayLabel(a.day)}　${cityLabel(a.province, a.city)}`}</Text>
          <Text className='xg-covid__line xg-covid__muted'>{`${a.supplier.address}　电话 ${a.supplier.phone}`}</Text>
        </View>
      )}
      <View className='xg-covid__actions'>
        {row.hasReport && <Button size='s' className='xg-covid__report-link' to={href('/home-test/report', {}, { code: sample.sampleCode })}>查看报告</Button>}
        {row.canCancel && <Button size='s' variant='secondary' className='xg-covid__cancel' loading={cancel.busy} onClick={() => void cancel.run()}>取消预约</Button>}
        {row.canBook && !booking && <Button size='s' className='xg-covid__book-open' onClick={() => setBooking(true)}>预约采样</Button>}
      </View>
      {row.stage === 'sampled' && <Text className='xg-covid__note'>已完成采样，检测结果出具后可在此查看。</Text>}
      {row.canBook && booking && <BookForm sample={sample} onDone={() => setBooking(false)} />}
    </View>
  )
}

export default function HomeTest() {
  const authed = useSession(s => Boolean(s.token))
  const samples = useQuery(['covid', 'samples', authed], () => (authed ? call(COVID.covidList) : Promise.resolve({ list: [] })))
  if (!authed) {
    return (
      <View className='xg-covid'>
        <Heading level={2} className='xg-covid__title'>新冠核酸居家检测</Heading>
        <Text className='xg-covid__note'>登录后可以绑定采样管、预约采样机构并查看检测结果。</Text>
        <Button to={href('/auth/signin', {}, { from: '/home-test' })}>登录</Button>
      </View>
    )
  }
  return (
    <View className='xg-covid'>
      <Heading level={2} className='xg-covid__title'>新冠核酸居家检测</Heading>
      <Text className='xg-covid__note'>绑定采样管后，选择所在城市的采样机构和日期预约上门或到点采样；检测结果只有您本人可以查看。</Text>
      <BindForm />
      <Heading level={3} className='xg-covid__heading'>我的采样管</Heading>
      <PageState state={samples} isEmpty={d => d.list.length === 0} empty='还没有绑定采样管'>
        {({ list }) => (
          <View className='xg-covid__list'>
            {list.map(s => <SampleCard key={s.sampleCode} sample={s} />)}
          </View>
        )}
      </PageState>
    </View>
  )
}
