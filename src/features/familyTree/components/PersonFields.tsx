/** The fields of a tree person: name with 字辈, sex, birth and death (partial or 农历 dates, a place from China's divisions), notes. */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { regionText, type RegionSelection } from '@xungen/contracts'
import Field from '@/components/Field'
import RegionPicker from '@/components/RegionPicker'
import { QUALIFIER_CHOICES, type DateForm, type EventForm, type PersonErrors, type PersonForm } from '../model/personForm'
import { pressKeys } from '@/platform/keys'

const SEXES = [{ key: 'M', label: '男' }, { key: 'F', label: '女' }, { key: 'U', label: '未知' }] as const

function Chips<K extends string>({ choices, value, onChange, name }: { choices: ReadonlyArray<{ key: K; label: string }>; value: K; onChange: (k: K) => void; name: string }) {
  return (
    <View className={`xg-ftree__row xg-ftree__${name}`}>
      {choices.map(c => (
        <Text key={c.key} {...pressKeys()} ariaRole='button' className={`xg-ftree__chip${c.key === value ? ' xg-ftree__chip--on' : ''}`} onClick={() => onChange(c.key)}>{c.label}</Text>
      ))}
    </View>
  )
}

function DateFields({ value, onChange, name }: { value: DateForm; onChange: (d: DateForm) => void; name: string }) {
  const set = (patch: Partial<DateForm>) => onChange({ ...value, ...patch })
  return (
    <View className={`xg-ftree__date xg-ftree__date--${name}`}>
      <Chips name={`${name}-calendar`} choices={[{ key: 'GREGORIAN', label: '公历' }, { key: '_LUNAR', label: '农历' }] as const} value={value.calendar} onChange={calendar => set({ calendar })} />
      <Chips name={`${name}-qualifier`} choices={QUALIFIER_CHOICES} value={value.qualifier} onChange={qualifier => set({ qualifier })} />
      <View className='xg-ftree__row'>
        <Input className={`xg-ftree__input xg-ftree__num xg-ftree__${name}-year`} type='number' maxlength={4} placeholder='年' value={value.year} onInput={e => set({ year: e.detail.value })} />
        <Input className={`xg-ftree__input xg-ftree__num xg-ftree__${name}-month`} type='number' maxlength={2} placeholder='月' value={value.month} onInput={e => set({ month: e.detail.value })} />
        <Input className={`xg-ftree__input xg-ftree__num xg-ftree__${name}-day`} type='number' maxlength={2} placeholder='日' value={value.day} onInput={e => set({ day: e.detail.value })} />
        {value.calendar === '_LUNAR' ? (
          <Text {...pressKeys()} ariaRole='button' className={`xg-ftree__chip${value.leap ? ' xg-ftree__chip--on' : ''}`} onClick={() => set({ leap: !value.leap })}>闰月</Text>
        ) : null}
      </View>
      <Text className='xg-ftree__meta'>只知道年份或年月时，其余留空即可。</Text>
    </View>
  )
}

function EventFields({ label, value, onChange, name, error }: { label: string; value: EventForm; onChange: (e: EventForm) => void; name: string; error?: string }) {
  const [region, setRegion] = useState<RegionSelection>({})
  return (
    <Field label={`${label}日期和地点`} name={name} error={error} hint={value.place ? `地点：${value.place}` : undefined}>
      <DateFields name={name} value={value.date} onChange={date => onChange({ ...value, date })} />
      <RegionPicker
        value={region}
        placeholder={`${label}地：省、市、区县`}
        onChange={v => {
          setRegion(v)
          const code = (v.district ?? v.city ?? v.province)?.code ?? ''
          onChange({ ...value, place: regionText(v), placeCode: /^\d{6}$/.test(code) ? code : '' })
        }}
      />
    </Field>
  )
}

export default function PersonFields({ form, onChange, errors }: { form: PersonForm; onChange: (f: PersonForm) => void; errors: PersonErrors }) {
  const set = (patch: Partial<PersonForm>) => onChange({ ...form, ...patch })
  return (
    <View className='xg-ftree__form'>
      <Field label='姓' name='surname' error={errors.surname}>
        <Input className='xg-field__input xg-ftree__surname' value={form.surname} maxlength={20} placeholder='如 王、欧阳' onInput={e => set({ surname: e.detail.value })} />
      </Field>
      <Field label='名' name='given'>
        <Input className='xg-field__input xg-ftree__given' value={form.given} maxlength={40} placeholder='如 德明' onInput={e => set({ given: e.detail.value })} />
      </Field>
      <Field label='字辈' name='generationName' hint='族谱中这一代人名字里共同的字，可不填'>
        <Input className='xg-field__input xg-ftree__generation' value={form.generationName} maxlength={4} placeholder='如 德' onInput={e => set({ generationName: e.detail.value })} />
      </Field>
      <Field label='性别' name='sex'>
        <Chips name='sex' choices={SEXES} value={form.sex} onChange={sex => set({ sex })} />
      </Field>
      <EventFields label='出生' name='birth' value={form.birth} error={errors.birth} onChange={birth => set({ birth })} />
      <Field label='是否已故' name='deceased'>
        <Chips name='deceased' choices={[{ key: 'no', label: '在世' }, { key: 'yes', label: '已故' }] as const} value={form.deceased ? 'yes' : 'no'} onChange={k => set({ deceased: k === 'yes' })} />
      </Field>
      {form.deceased ? <EventFields label='去世' name='death' value={form.death} error={errors.death} onChange={death => set({ death })} /> : null}
      <Field label='备注' name='note' hint='段落之间空一行'>
        <Textarea className='xg-ftree__textarea xg-ftree__note' value={form.note} maxlength={4000} placeholder='可记录生平、迁徙、族谱出处等' onInput={e => set({ note: e.detail.value })} />
      </Field>
    </View>
  )
}
