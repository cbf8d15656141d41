/**
 * Registering a search (spec 2.10 reunion/bind, edit/:id?; 3.14 province, city, area, barcode):
 * bind chooses which of the caller's own tested persons the DNA comparison uses (or gives the way
 * to a reunion test); edit takes what public reunion services ask of a searcher: who is sought,
 * why they were parted, where and when, what is remembered, and a contact for after consent.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import type { RegionSelection } from '@xungen/contracts'
import { REUNION, REUNION_KIND_TEXT, REUNION_KINDS, REUNION_NOTE_MAX, type EndpointOutput, type ReunionKind } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import { inputLabel } from '@/components/Field'
import { FormPage } from '@/components/PageKinds'
import PageState from '@/components/PageState'
import RegionPicker from '@/components/RegionPicker'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { fieldErrorsOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { searchBody, type SearchFormValues } from '../model/reunion'
import { Page, reunionStates, SignInFirst } from './common'

type Search = EndpointOutput<typeof REUNION.search>

export function BindPage() {
  const signedIn = useSession(s => Boolean(s.token))
  const persons = useQuery(['reunion', 'persons', signedIn], () => (signedIn ? call(REUNION.persons) : Promise.resolve({ list: [] })))
  if (!signedIn) return <SignInFirst what='登记寻亲' from={href('/ancestry/reunion/bind')} />
  return (
    <PageState {...reunionStates()} state={persons}>
      {d => (
        <Page title='选择比对的检测人' sub='寻亲用您自己账户下检测人的 DNA 比对。请选择寻亲的那个人（通常是您自己）。'>
          {d.list.map(p => (
            <View key={p.barcode} className='xg-reun__card xg-reun__person'>
              <Text className='xg-reun__label'>{p.personName}</Text>
              <Text className='xg-reun__meta'>{p.published ? (p.relativesOn ? '报告已发布，可以比对' : '报告已发布；开启“基因寻亲”后才能找到候选亲人') : '检测中：报告发布后开始比对，现在可以先登记'}</Text>
              <Button size='s' to={href('/ancestry/reunion/edit/:id?', {}, { barcode: p.barcode })}>用这位检测人寻亲</Button>
            </View>
          ))}
          <View className='xg-reun__card'>
            <Text className='xg-reun__text'>{d.list.length ? '要为其他家人寻亲，请先绑定他们的检测盒。' : '您还没有检测人。收到检测盒后先绑定，或领取别人赠送的寻亲检测。'}</Text>
            <View className='xg-reun__row'>
              <Button size='s' variant='secondary' to={href('/user/persons/bind')}>绑定检测盒</Button>
              <Button size='s' variant='secondary' to={href('/ancestry/reunion/receiving')}>领取寻亲检测</Button>
            </View>
          </View>
        </Page>
      )}
    </PageState>
  )
}

function valuesOf(s: Search | null, barcode: string): SearchFormValues {
  if (!s) return { barcode, kind: 'separation', sought: '', seekerAppellation: '', region: {}, lostYear: '', lostDate: '', soughtBirthYear: '', notes: '', contactName: '', contactPhone: '' }
  const region: RegionSelection = { province: { code: s.provinceCode, name: '' }, city: s.cityCode ? { code: s.cityCode, name: '' } : null, district: s.areaCode ? { code: s.areaCode, name: '' } : null }
  return {
    barcode: s.barcode, kind: s.kind, sought: s.sought, seekerAppellation: s.seekerAppellation, region, lostYear: String(s.lostYear), lostDate: s.lostDate ?? '',
    soughtBirthYear: s.soughtBirthYear ? String(s.soughtBirthYear) : '', notes: s.notes, contactName: s.contactName, contactPhone: s.contactPhone
  }
}

function SearchFields({ initial, placeText, id }: { initial: SearchFormValues; placeText: string | null; id: string }) {
  const [v, setV] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof SearchFormValues>(k: K, value: SearchFormValues[K]) => setV(old => ({ ...old, [k]: value }))
  const submit = useSubmit(async () => {
    setErrors({})
    const built = searchBody(v)
    if ('field' in built) {
      setErrors({ [built.field]: built.message })
      return
    }
    const body = built.body as never
    const saved = id ? await call(REUNION.updateSearch, { params: { id }, body }) : await call(REUNION.createSearch, { body })
    invalidateQueries(['reunion'])
    void navigate(href('/ancestry/reunion/:id', { id: saved.id }), { replace: true })
  }, { failure: '保存失败，请稍后重试', onError: err => setErrors(fieldErrorsOf(err)) })
  const field = (key: keyof SearchFormValues, label: string, cls: string, maxlength: number, placeholder = '') => (
    <View className='xg-reun__field'>
      <Text className='xg-reun__label'>{label}</Text>
      <Input className={`xg-reun__input ${cls}`} value={String(v[key])} maxlength={maxlength} placeholder={placeholder} onInput={e => set(key, e.detail.value as never)} {...inputLabel(label)} />
      {errors[key] ? <Text className='xg-reun__error'>{errors[key]}</Text> : null}
    </View>
  )
  return (
    <FormPage className='xg-reun' busy={submit.busy} error={submit.error} submitLabel={id ? '保存' : '提交寻亲登记'} onSubmit={() => void submit.run()}>
      <Text className='xg-reun__title'>{id ? '修改寻亲信息' : '填写寻亲信息'}</Text>
      <Text className='xg-reun__sub'>这些信息只有您自己能看到。候选亲人在双方都同意联系前，只能看到您的称呼、寻找的亲人、失散的年份和省份。</Text>
      {v.kind === 'trafficking' ? <Text className='xg-reun__notice xg-reun__text'>涉及拐卖的，请同时到当地公安机关报案并按要求采血，录入全国打拐 DNA 数据库；本服务只作补充。</Text> : null}
      <Text className='xg-reun__label'>失散原因</Text>
      <ChoiceList name='reunion-kind' layout='chips' choices={REUNION_KINDS.map(k => ({ key: k, label: REUNION_KIND_TEXT[k] }))} value={v.kind} onChange={(k: ReunionKind) => set('kind', k)} />
      {field('sought', '寻找的亲人（称呼）', 'xg-reun__sought', 12, '如 亲生父母、弟弟')}
      {field('seekerAppellation', '您在请求中的称呼', 'xg-reun__seeker', 12, '如 寻亲的女儿')}
      <Text className='xg-reun__label'>失散地点</Text>
      <RegionPicker value={v.region} onChange={r => set('region', r)} placeholder={placeText ?? '省、市、区县'} />
      {errors.region || errors.provinceCode || errors.cityCode || errors.areaCode ? <Text className='xg-reun__error'>{errors.region ?? errors.provinceCode ?? errors.cityCode ?? errors.areaCode}</Text> : null}
      {field('lostYear', '失散年份', 'xg-reun__year', 4, '如 1992')}
      {field('lostDate', '时间补充（可选）', 'xg-reun__date', 40, '如 春节前后')}
      {field('soughtBirthYear', '亲人出生年份（可选）', 'xg-reun__birth', 4)}
      <Text className='xg-reun__label'>记得的特征和经过</Text>
      <Textarea className='xg-reun__textarea xg-reun__notes' value={v.notes} maxlength={REUNION_NOTE_MAX} placeholder='双方同意联系后对方才能看到' onInput={e => set('notes', e.detail.value)} {...inputLabel('记得的特征和经过')} />
      {errors.notes ? <Text className='xg-reun__error'>{errors.notes}</Text> : null}
      {field('contactName', '联系人称呼', 'xg-reun__contact-name', 12)}
      {field('contactPhone', '联系电话', 'xg-reun__contact-phone', 11, '双方同意联系后对方才能看到')}
      {errors.barcode ? <Text className='xg-reun__error'>{errors.barcode}</Text> : null}
    </FormPage>
  )
}

export function EditPage({ id, barcode }: { id: string; barcode: string }) {
  const search = useQuery(['reunion', 'search', id], () => (id ? call(REUNION.search, { params: { id } }) : Promise.resolve(null)))
  if (!id && !barcode) {
    return (
      <Page title='填写寻亲信息'>
        <Text className='xg-reun__meta'>请先选择用于比对的检测人。</Text>
        <Button size='s' to={href('/ancestry/reunion/bind')}>选择检测人</Button>
      </Page>
    )
  }
  return (
    <PageState {...reunionStates()} state={search} empty={<SearchFields initial={valuesOf(null, barcode)} placeText={null} id='' />}>
      {s => <SearchFields initial={valuesOf(s, s.barcode)} placeText={s.placeText} id={id} />}
    </PageState>
  )
}
