/**
 * 寻根登记 (spec 2.10 /ancestry/wechat-lead, 3.12 lead info): a signed-in user registers a
 * surname, the ancestral place (China's divisions), where they live and how they want to be
 * reached; only they can read, change or delete it. After registering they can look at where
 * their surname's opted-in people come from.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { chinaDate, LEAD_CONTACT_PREFERENCES, type RegionSelection, regionText } from '@xungen/contracts'
import { LINEAGE } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Field from '@/components/Field'
import Link from '@/components/Link'
import RegionPicker from '@/components/RegionPicker'
import { confirm, toast } from '@/components/feedback'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { useRouteParams } from '@/shell/useSpecLocation'
import { isAuthed } from '@/stores/session'
import { useLead, useLeads, useReloadOnReturn } from '../hooks/useLineage'
import { contactLabel, EMPTY_LEAD, leadProblems, regionCodeOf, type LeadForm } from '../model/lineage'
import { lineageStates, Page, SignInFirst } from './common'
import { pressKeys } from '@/platform/keys'

export function LeadList() {
  const state = useLeads()
  useReloadOnReturn(state.reload)
  if (!isAuthed()) return <SignInFirst what='登记您的姓氏和祖籍' />
  return (
    <PageState {...lineageStates()} state={state}>
      {d => (
        <Page title='寻根登记' sub='登记姓氏和祖籍，有与您同姓、同祖籍的寻根线索时，按您选择的方式联系您。登记内容只有您自己能看到。'>
          {d.list.length === 0 ? <Text className='xg-lin__note'>您还没有寻根登记。</Text> : null}
          {d.list.length ? (
            <View className='xg-lin__card'>
              <View className='xg-lin__list'>
                {d.list.map(l => (
                  <Link key={l.id} className='xg-lin__item xg-lead__item' to={href('/ancestry/wechat-lead/:id', { id: l.id })}>
                    <View className='xg-lin__item-main'>
                      <Text className='xg-lin__name'>{`${l.surname}姓 · ${l.ancestralPlace}`}</Text>
                      <Text className='xg-lin__meta'>{contactLabel(l.contactPreference)}</Text>
                    </View>
                  </Link>
                ))}
              </View>
            </View>
          ) : null}
          <Button block to={href('/ancestry/wechat-lead/profile')}>新的寻根登记</Button>
        </Page>
      )}
    </PageState>
  )
}

export function LeadProfile() {
  const id = Number(useRouteParams().id) || 0
  if (!isAuthed()) return <SignInFirst what='登记您的姓氏和祖籍' />
  return id ? <LeadEdit id={id} /> : <LeadFormView initial={EMPTY_LEAD} />
}

function LeadEdit({ id }: { id: number }) {
  const state = useLead(id)
  return (
    <PageState {...lineageStates()} state={state}>
      {l => <LeadFormView id={id} initial={{ surname: l.surname, ancestralPlace: l.ancestralPlace, ancestralPlaceCode: l.ancestralPlaceCode, residence: l.residence ?? '', residenceCode: l.residenceCode ?? '', contactPreference: l.contactPreference }} />}
    </PageState>
  )
}

type LeadBody = Omit<LeadForm, 'contactPreference'> & { contactPreference: (typeof LEAD_CONTACT_PREFERENCES)[number] }

function LeadFormView({ id, initial }: { id?: number; initial: LeadForm }) {
  const [form, setForm] = useState<LeadForm>(initial)
  const [ancestral, setAncestral] = useState<RegionSelection>({})
  const [residence, setResidence] = useState<RegionSelection>({})
  const [errors, setErrors] = useState<Partial<Record<keyof LeadForm, string>>>({})
  const set = (patch: Partial<LeadForm>) => setForm(f => ({ ...f, ...patch }))
  const saving = useSubmit(async (body: LeadBody) => {
    const saved = id ? await call(LINEAGE.updateLead, { params: { id }, body }) : await call(LINEAGE.createLead, { body })
    toast(id ? '已保存' : '登记成功', 'success')
    void navigate(href('/ancestry/wechat-lead/:id', { id: saved.id }), { replace: true })
  }, {
    failure: '提交失败，请稍后重试',
    onError: (err, message) => {
      const field = err instanceof ApiError ? (err.data as { fields?: Array<{ field: string; message: string }> } | null)?.fields?.[0] : undefined
      if (field) setErrors({ [field.field === 'ancestralPlaceCode' ? 'ancestralPlace' : field.field]: field.message })
      else toast(message)
    }
  })

  function submit() {
    if (saving.busy) return
    const problems = leadProblems(form)
    setErrors(problems)
    if (Object.keys(problems).length) return
    void saving.run({
      surname: form.surname.trim(),
      ancestralPlace: form.ancestralPlace,
      ancestralPlaceCode: form.ancestralPlaceCode,
      residence: form.residence,
      residenceCode: form.residenceCode,
      contactPreference: form.contactPreference as (typeof LEAD_CONTACT_PREFERENCES)[number]
    })
  }

  return (
    <Page title={id ? '修改寻根资料' : '填写寻根资料'} sub='带 * 的为必填项。'>
      <Field label='姓氏 *' name='surname' error={errors.surname}>
        <Input className='xg-field__input xg-lead__surname' value={form.surname} maxlength={4} placeholder='如 陈、欧阳' onInput={e => set({ surname: e.detail.value })} />
      </Field>
      <Field label='祖籍 *' name='ancestral' error={errors.ancestralPlace} hint={form.ancestralPlace ? `已选：${form.ancestralPlace}` : '父系祖辈世代居住的地方'}>
        <RegionPicker
          value={ancestral}
          placeholder='省、市、区县'
          onChange={v => {
            setAncestral(v)
            set({ ancestralPlace: regionText(v), ancestralPlaceCode: regionCodeOf(v) })
          }}
        />
      </Field>
      <Field label='现居地' name='residence' hint={form.residence ? `已选：${form.residence}` : '选填'}>
        <RegionPicker
          value={residence}
          placeholder='省、市、区县'
          onChange={v => {
            setResidence(v)
            set({ residence: regionText(v), residenceCode: regionCodeOf(v) })
          }}
        />
      </Field>
      <View className='xg-lin__choice xg-lead__contact'>
        <Text className='xg-field__label'>有线索时如何联系您 *</Text>
        {LEAD_CONTACT_PREFERENCES.map(p => (
          <View key={p} {...pressKeys()} ariaRole='button' className={`xg-lin__option xg-lead__contact--${p}${form.contactPreference === p ? ' xg-lin__option--on' : ''}`} onClick={() => set({ contactPreference: p })}>
            <Text>{contactLabel(p)}</Text>
          </View>
        ))}
        {errors.contactPreference ? <Text className='xg-lin__error'>{errors.contactPreference}</Text> : null}
      </View>
      <Button block loading={saving.busy} onClick={submit}>{id ? '保存' : '提交登记'}</Button>
    </Page>
  )
}

export function LeadDetail({ id }: { id: string }) {
  if (!isAuthed()) return <SignInFirst what='查看您的寻根登记' />
  return <LeadDetailOf id={Number(id) || 0} />
}

function LeadDetailOf({ id }: { id: number }) {
  const state = useLead(id)
  useReloadOnReturn(state.reload)
  const removing = useSubmit(async () => {
    await call(LINEAGE.deleteLead, { params: { id } })
    toast('删除成功', 'success')
    void navigate(href('/ancestry/wechat-lead'), { replace: true })
  }, { failure: '删除失败，请稍后重试', onError: inToast })
  const busy = removing.busy
  async function remove() {
    if (busy || !(await confirm('删除后无法恢复，确定删除这条寻根登记吗？', { title: '删除登记', confirmText: '删除' }))) return
    await removing.run()
  }
  return (
    <PageState {...lineageStates()} state={state}>
      {l => (
        <Page title={`${l.surname}姓 · 寻根登记`}>
          <View className='xg-lin__card xg-lead__detail'>
            <Text className='xg-lin__text'>{`姓氏：${l.surname}`}</Text>
            <Text className='xg-lin__text'>{`祖籍：${l.ancestralPlace}`}</Text>
            <Text className='xg-lin__text'>{`现居地：${l.residence ?? '未填写'}`}</Text>
            <Text className='xg-lin__text'>{`联系方式：${contactLabel(l.contactPreference)}`}</Text>
            <Text className='xg-lin__meta'>{`登记于 ${chinaDate(l.createdAt)}，只有您自己能看到。`}</Text>
          </View>
          <Button block variant='secondary' to={href('/ancestry/wechat-lead/surname-distribution', {}, { surname: l.surname })}>{`看看${l.surname}姓的祖籍分布`}</Button>
          <View className='xg-lin__links'>
            <Button size='s' variant='secondary' to={href('/ancestry/wechat-lead/profile', {}, { id: l.id })}>修改</Button>
            <Button size='s' variant='danger' loading={busy} onClick={remove}>删除</Button>
          </View>
        </Page>
      )}
    </PageState>
  )
}
