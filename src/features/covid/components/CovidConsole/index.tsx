/**
 * /ops/covid 核酸检测管理 (the website only; staff with the operator role, the lab role for the
 * appointments): the sampling suppliers by province and city (add, change, pause; demo ones stay
 * marked 示例) and the appointments by status, moved only as the contracts' rules allow
 * (已采样, 出报告 with the result, 取消). Staff never see the person's name. Anyone without the
 * role is told the account has no access (the server answers them 404).
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import {
  CODES,
  COVID_NOTE_MAX,
  COVID_RESULTS,
  COVID_RESULT_TEXT,
  COVID_STATUSES,
  COVID_STATUS_TEXT,
  COVID_TRANSITIONS,
  chinaDateTime,
  type CovidOpsAppointment,
  type CovidResult,
  type CovidStatus,
  type CovidSupplier
} from '@xungen/contracts'
import { ACCOUNTS, COVID } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import Field from '@/components/Field'
import Link from '@/components/Link'
import Switch from '@/components/Switch'
import { toast } from '@/components/feedback'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { cityLabel } from '../../model/covid'
import '../../../commerceOps/components/CatalogueConsole.scss'
import '../covid.scss'

interface SupplierForm {
  name: string
  provinceCode: string | null
  cityCode: string | null
  address: string
  phone: string
  active: boolean
}

function SupplierEditor({ supplier, onSaved, onClose }: { supplier: CovidSupplier | null; onSaved: () => void; onClose: () => void }) {
  const [form, setForm] = useState<SupplierForm>(() =>
    supplier
      ? { name: supplier.name, provinceCode: supplier.province.code, cityCode: supplier.city.code, address: supplier.address, phone: supplier.phone, active: supplier.active }
      : { name: '', provinceCode: null, cityCode: null, address: '', phone: '', active: true }
  )
  const provinces = useLoad(() => call(ACCOUNTS.regions, { query: {} }), [])
  const cities = useLoad(() => (form.provinceCode ? call(ACCOUNTS.regions, { query: { parentCode: form.provinceCode } }) : Promise.resolve(null)), [form.provinceCode])
  const save = useSubmit(async () => {
    if (!form.provinceCode || !form.cityCode) throw new ApiError(CODES.ARG_ERROR, '请选择省份和城市')
    const body = { name: form.name, provinceCode: form.provinceCode, cityCode: form.cityCode, address: form.address, phone: form.phone, active: form.active }
    if (supplier) await call(COVID.opsCovidSaveSupplier, { params: { id: supplier.id }, body })
    else await call(COVID.opsCovidAddSupplier, { body })
    toast('已保存', 'success')
    onSaved()
  }, { failure: '保存失败，请重试' })
  const set = (k: 'name' | 'address' | 'phone') => (e: { detail: { value: string } }) => setForm({ ...form, [k]: e.detail.value })
  return (
    <View className='xg-catalogue__editor xg-covid-ops__editor'>
      <Field label='机构名称'>
        <Input className='xg-field__input xg-covid-ops__name' value={form.name} maxlength={40} onInput={set('name')} />
      </Field>
      <Field label='省份'>
        {provinces.status === 'done' ? (
          <ChoiceList name='covid-ops-province' layout='chips' choices={provinces.data.list.map(p => ({ key: p.code, label: p.name }))} value={form.provinceCode} onChange={k => setForm({ ...form, provinceCode: k, cityCode: null })} />
        ) : (
          <Text className='xg-catalogue__note'>加载中…</Text>
        )}
      </Field>
      {form.provinceCode && cities.status === 'done' && cities.data && (
        <Field label='城市'>
          <ChoiceList
            name='covid-ops-city'
            layout='chips'
            choices={(cities.data.list.length ? cities.data.list : [{ code: form.provinceCode, name: '全境' }]).map(c => ({ key: c.code, label: c.name }))}
            value={form.cityCode}
            onChange={k => setForm({ ...form, cityCode: k })}
          />
        </Field>
      )}
      <Field label='地址'>
        <Input className='xg-field__input xg-covid-ops__address' value={form.address} maxlength={100} onInput={set('address')} />
      </Field>
      <Field label='联系电话'>
        <Input className='xg-field__input xg-covid-ops__phone' value={form.phone} maxlength={20} onInput={set('phone')} />
      </Field>
      <Field label='接受预约'>
        <Switch checked={form.active} label='接受预约' onChange={on => setForm({ ...form, active: on })} />
      </Field>
      {save.error && <Text className='xg-catalogue__note xg-catalogue__off'>{save.error}</Text>}
      <View className='xg-catalogue__actions'>
        <Button size='s' className='xg-covid-ops__save' loading={save.busy} onClick={() => void save.run()}>保存</Button>
        <Button size='s' variant='secondary' onClick={onClose}>收起</Button>
      </View>
    </View>
  )
}

function Suppliers() {
  const list = useLoad(() => call(COVID.opsCovidSuppliers), [])
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  if (list.status === 'loading') return <Text className='xg-catalogue__note'>加载中…</Text>
  if (list.status === 'failed') return <Text className='xg-catalogue__note xg-catalogue__off'>{messageOf(list.error, '加载失败')}</Text>
  const saved = () => {
    setEditing(null)
    list.reload()
  }
  return (
    <View className='xg-covid-ops__section'>
      <Text className='xg-catalogue__title'>采样机构</Text>
      <Text className='xg-catalogue__note'>用户按省份和城市选择接受预约的机构；暂停后不再接受新预约，已有预约不受影响。名称带“示例”的是演示用机构。</Text>
      {editing === 'new' ? <SupplierEditor supplier={null} onSaved={saved} onClose={() => setEditing(null)} /> : <Button size='s' className='xg-covid-ops__new' onClick={() => setEditing('new')}>新增机构</Button>}
      {list.data.list.map(s => (
        <View key={s.id} className='xg-covid-ops__row' data-supplier={s.id}>
          <Text className='xg-covid-ops__cell'>{`${s.name}${s.demo ? '（示例）' : ''}　${s.province.name} ${cityLabel(s.province, s.city)}　${s.address}　${s.phone}　${s.active ? '接受预约' : '已暂停'}`}</Text>
          {editing === s.id ? <SupplierEditor supplier={s} onSaved={saved} onClose={() => setEditing(null)} /> : <Button size='s' variant='secondary' onClick={() => setEditing(s.id)}>编辑</Button>}
        </View>
      ))}
    </View>
  )
}

function AppointmentRow({ a, onMoved }: { a: CovidOpsAppointment; onMoved: (next: CovidOpsAppointment) => void }) {
  const [reporting, setReporting] = useState(false)
  const [result, setResult] = useState<CovidResult | null>(null)
  const [note, setNote] = useState('')
  const move = useSubmit(async (status: 'sampled' | 'reported' | 'cancelled') => {
    const next = await call(COVID.opsCovidMove, { params: { id: a.id }, body: status === 'reported' ? { status, result: result!, ...(note.trim() ? { note: note.trim() } : {}) } : { status } })
    toast(`已改为“${COVID_STATUS_TEXT[next.status]}”`, 'success')
    setReporting(false)
    onMoved(next)
  }, { failure: '操作失败，请重试', onError: inToast })
  const can = (to: CovidStatus) => COVID_TRANSITIONS[a.status].includes(to)
  return (
    <View className='xg-covid-ops__row' data-appointment={a.id} data-status={a.status}>
      <Text className='xg-covid-ops__cell'>{`${a.sampleCode}　${a.supplierName}　${a.cityName}　预约 ${a.day}　${COVID_STATUS_TEXT[a.status]}　更新于 ${chinaDateTime(a.updatedAt)}`}</Text>
      <View className='xg-catalogue__actions'>
        {can('sampled') && <Button size='s' className='xg-covid-ops__sampled' loading={move.busy} onClick={() => void move.run('sampled')}>已采样</Button>}
        {can('reported') && !reporting && <Button size='s' className='xg-covid-ops__report' onClick={() => setReporting(true)}>出报告</Button>}
        {can('cancelled') && <Button size='s' variant='secondary' className='xg-covid-ops__cancel' loading={move.busy} onClick={() => void move.run('cancelled')}>取消</Button>}
      </View>
      {reporting && (
        <View className='xg-catalogue__editor'>
          <Field label='检测结果'>
            <ChoiceList name='covid-ops-result' layout='chips' choices={COVID_RESULTS.map(r => ({ key: r, label: COVID_RESULT_TEXT[r] }))} value={result} onChange={setResult} />
          </Field>
          <Field label='说明（可不填，用户可见）'>
            <Textarea className='xg-catalogue__textarea xg-covid-ops__note' value={note} maxlength={COVID_NOTE_MAX} onInput={e => setNote(e.detail.value)} />
          </Field>
          <View className='xg-catalogue__actions'>
            <Button size='s' className='xg-covid-ops__publish' disabled={!result} loading={move.busy} onClick={() => void move.run('reported')}>发布报告</Button>
            <Button size='s' variant='secondary' onClick={() => setReporting(false)}>收起</Button>
          </View>
        </View>
      )}
    </View>
  )
}

function Appointments() {
  const [status, setStatus] = useState<CovidStatus | 'all'>('booked')
  const list = useLoad(() => call(COVID.opsCovidAppointments, { query: status === 'all' ? {} : { status } }), [status])
  return (
    <View className='xg-covid-ops__section'>
      <Text className='xg-catalogue__title'>采样预约</Text>
      <Text className='xg-catalogue__note'>只显示采样管编码，不显示受检人信息。状态只能按“已预约 → 已采样 → 已出报告”推进，已预约和已采样的可以取消。</Text>
      <ChoiceList
        name='covid-ops-status'
        layout='chips'
        choices={[{ key: 'all' as const, label: '全部' }, ...COVID_STATUSES.map(s => ({ key: s, label: COVID_STATUS_TEXT[s] }))]}
        value={status}
        onChange={setStatus}
      />
      {list.status === 'loading' && <Text className='xg-catalogue__note'>加载中…</Text>}
      {list.status === 'failed' && <Text className='xg-catalogue__note xg-catalogue__off'>{messageOf(list.error, '加载失败')}</Text>}
      {list.status === 'done' && list.data.list.length === 0 && <Text className='xg-catalogue__audit'>暂无预约</Text>}
      {list.status === 'done' && list.data.list.map(a => <AppointmentRow key={`${a.id}-${a.status}`} a={a} onMoved={() => list.reload()} />)}
    </View>
  )
}

export default function CovidConsole() {
  const authed = useSession(s => Boolean(s.token))
  const probe = useLoad(() => (authed ? call(COVID.opsCovidAppointments, { query: {} }) : Promise.resolve(null)), [authed])
  if (!authed) {
    return (
      <View className='xg-catalogue'>
        <Text className='xg-catalogue__title'>核酸检测管理</Text>
        <Text className='xg-catalogue__note'>请使用运营或实验室账号登录。</Text>
        <Button to='/auth/signin?from=%2Fops%2Fcovid'>登录</Button>
      </View>
    )
  }
  if (probe.status === 'loading') return <Text className='xg-catalogue__note'>加载中…</Text>
  if (probe.status === 'failed') {
    const denied = probe.error instanceof ApiError && probe.error.code === CODES.NOT_FOUND
    return (
      <View className='xg-catalogue'>
        <Text className='xg-catalogue__title'>核酸检测管理</Text>
        <Text className='xg-catalogue__note xg-catalogue__off'>{denied ? '当前账号没有运营或实验室权限，请联系管理员开通。' : messageOf(probe.error, '加载失败，请稍后重试')}</Text>
        <Link to='/'>返回首页</Link>
      </View>
    )
  }
  return (
    <View className='xg-catalogue xg-covid-ops'>
      <Text className='xg-catalogue__title'>核酸检测管理</Text>
      <Suppliers />
      <Appointments />
    </View>
  )
}
