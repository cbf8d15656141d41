/**
 * /user/persons/:id/base-info (spec 2.11, 3.14 "Detected person update", 7.3
 * base_info_modifiable): the person's basic info; a field the server says may not change any
 * more is shown read-only with the reason (sex once a report is out, a limited number of changes
 * after it). A shared person is read-only.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { normalizeName, normalizeNameInput, type Sex } from '@xungen/contracts'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import DateField from '@/components/DateField'
import PageState from '@/components/PageState'
import Field, { inputLabel } from '@/components/Field'
import NationPicker from '@/components/NationPicker'
import { toast } from '@/components/feedback'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import type { BaseInfoModifiable, PersonUpdate, PersonView } from '@/services/api/persons'
import { fieldErrorsOf } from '@/services/errors'
import { sexLabel } from '../model/person'
import './persons.scss'
import { call } from '@/services/call'
import { PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

export default function BaseInfoForm({ id }: { id: string }) {
  const state = useQuery(['persons', 'baseInfo', id], () => Promise.all([call(PERSONS_ENDPOINTS.personById, { params: { id: id } }), call(PERSONS_ENDPOINTS.personBaseInfoModifiable, { params: { id: id } })]))
  function saved() {
    state.reload()
    // the person's pages beneath this one show the new name too
    invalidateQueries(['persons', 'person', id])
  }
  return (
    <PageState state={state} loading={<Text className='xg-persons__loading'>加载中…</Text>}>
      {/* the fields start from the loaded person (a controlled input must not change value before it is mounted) */}
      {([person, can]) => <BaseInfoFields key={`${person.id}-${JSON.stringify(person.basic)}-${can.changesLeft}`} id={id} person={person} can={can} onSaved={saved} />}
    </PageState>
  )
}

function BaseInfoFields({ id, person, can, onSaved }: { id: string; person: PersonView; can: BaseInfoModifiable; onSaved: () => void }) {
  const b = person.basic
  const [name, setName] = useState(b.name)
  const [sex, setSex] = useState<Sex | null>(b.sex === 'male' || b.sex === 'female' ? b.sex : null)
  const [birthday, setBirthday] = useState(b.birthday ?? '')
  const [nation, setNation] = useState<string | null>(b.nation)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const saving = useSubmit(async (body: PersonUpdate) => {
    setErrors({})
    setMessage(null)
    await call(PERSONS_ENDPOINTS.updatePerson, { params: { id: id }, body: body })
    toast('保存成功', 'success')
    onSaved()
  }, {
    failure: '保存失败，请稍后重试',
    onError: (err, failure) => {
      const fields = fieldErrorsOf(err)
      setErrors({ ...fields, ...(fields.gender ? { sex: fields.gender } : {}) })
      if (Object.keys(fields).length === 0) setMessage(failure)
    }
  })
  const busy = saving.busy

  async function save() {
    const body: PersonUpdate = {}
    if (can.name && normalizeName(name) !== b.name) body.name = normalizeName(name)
    if (can.sex && sex && sex !== b.sex) body.gender = sex
    if (can.birthday && birthday && birthday !== b.birthday) body.birthday = birthday
    if (can.nation && nation && nation !== b.nation) body.nation = nation
    if (Object.keys(body).length === 0) {
      toast('没有修改')
      return
    }
    await saving.run(body)
  }

  const locked = (ok: boolean, why?: string) => (ok ? undefined : why ?? can.reason ?? '暂不可修改')
  const anyEditable = can.name || can.sex || can.birthday || can.nation
  return (
    <View className='xg-persons xg-base-info'>
      <Text className='xg-persons__title'>基本信息</Text>
      {can.changesLeft !== null && can.changesLeft > 0 && <Text className='xg-persons__note'>{`报告已出，基本信息还可修改 ${can.changesLeft} 次。`}</Text>}
      {can.reason && <Text className='xg-persons__note'>{can.reason}</Text>}
      <Field label='姓名' name='name' error={errors.name} hint={locked(can.name)}>
        <Input className='xg-persons__input' {...inputLabel('姓名')} value={name} disabled={!can.name} onInput={e => setName(normalizeNameInput(e.detail.value))} />
      </Field>
      <Field label='性别' name='sex' error={errors.sex} hint={locked(can.sex, person.hasReport ? '报告已出，性别已与基因数据核对，不能再修改' : undefined)}>
        {can.sex ? (
          <ChoiceList name='sex' layout='grid' choices={[{ key: 'male', label: '男' }, { key: 'female', label: '女' }]} value={sex} onChange={k => setSex(k as Sex)} />
        ) : (
          <Text>{sexLabel(b.sex)}</Text>
        )}
      </Field>
      <Field label='出生日期' name='birthday' error={errors.birthday} hint={locked(can.birthday)}>
        {can.birthday ? <DateField value={birthday} onChange={setBirthday} /> : <Text>{b.birthday ?? '未填写'}</Text>}
      </Field>
      <Field label='出生地'>
        <Text>{b.birthplace || '未填写'}</Text>
      </Field>
      <Field label='祖籍'>
        <Text>{b.ancestralPlace || '未填写'}</Text>
      </Field>
      <Field label='民族' name='nation' error={errors.nation} hint={locked(can.nation)}>
        {can.nation ? <NationPicker value={nation} onChange={setNation} /> : <Text>{b.nation ?? '未填写'}</Text>}
      </Field>
      {message && <Text className='xg-persons__error'>{message}</Text>}
      {anyEditable && (
        <Button block size='l' onClick={save} loading={busy}>保存</Button>
      )}
    </View>
  )
}
