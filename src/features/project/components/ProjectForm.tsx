/**
 * Starting a project (spec 2.10 project/select-surname, select-haplogroup, form, success): the
 * surname or branch is chosen from the caller's own published results (the surnames of their
 * tested persons, the branches above their Y haplogroups on the reference tree) or typed; the
 * server checks the branch is on the tree. The form sends the name and the introduction.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { PROJECT_INTRO_MAX, PROJECT_NAME_MAX, PROJECTS, type ProjectType } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import { inputLabel } from '@/components/Field'
import { FormPage } from '@/components/PageKinds'
import PageState from '@/components/PageState'
import { invalidateQueries, useQuery } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { fieldErrorsOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { branchChoices } from '../model/project'
import { Page, projectStates, SignInFirst } from './common'

export function SelectCondition({ type }: { type: ProjectType }) {
  const signedIn = useSession(s => Boolean(s.token))
  const choices = useQuery(['project', 'choices', signedIn], () => (signedIn ? call(PROJECTS.choices) : Promise.resolve({ surnames: [], haplogroups: [] })))
  const [typed, setTyped] = useState('')
  const from = type === 'surname' ? '/ancestry/project/select-surname' : '/ancestry/project/select-haplogroup'
  if (!signedIn) return <SignInFirst what='发起研究项目' from={from} />
  const go = (value: string) => void navigate(href('/ancestry/project/form', {}, { type, [type]: value.trim() }))
  return (
    <PageState {...projectStates()} state={choices}>
      {d => {
        const options = type === 'surname' ? d.surnames : [...new Set(d.haplogroups.flatMap(h => branchChoices(h.path)))]
        return (
          <Page title={type === 'surname' ? '选择姓氏' : '选择单倍群'} sub={type === 'surname' ? '项目只接受这个姓氏的检测人加入。' : '项目只接受父系单倍群属于这个支系的检测人加入；越靠上的支系范围越大。'}>
            <View className='xg-proj__card'>
              <Text className='xg-proj__h'>{type === 'surname' ? '您的检测人的姓氏' : '您的检测人所在的父系支系'}</Text>
              {options.length ? (
                <View className='xg-proj__row'>
                  {options.map(o => <Button key={o} size='s' variant='secondary' className='xg-proj__choice' onClick={() => go(o)}>{o}</Button>)}
                </View>
              ) : (
                <Text className='xg-proj__meta'>{type === 'surname' ? '您还没有已出报告的检测人，也可以直接填写姓氏。' : '您的检测人还没有父系单倍群结果，也可以直接填写参考 Y 树上的支系名称。'}</Text>
              )}
            </View>
            <View className='xg-proj__card'>
              <Text className='xg-proj__label'>{type === 'surname' ? '或填写姓氏' : '或填写支系名称（如 O2a2b1）'}</Text>
              <Input className='xg-proj__input xg-proj__typed' value={typed} maxlength={type === 'surname' ? 4 : 40} onInput={e => setTyped(e.detail.value)} {...inputLabel(type === 'surname' ? '姓氏' : '支系名称')} />
              <Button size='s' disabled={!typed.trim()} onClick={() => go(typed)}>下一步</Button>
            </View>
          </Page>
        )
      }}
    </PageState>
  )
}

export function ProjectForm({ type, value }: { type: ProjectType; value: string }) {
  const signedIn = useSession(s => Boolean(s.token))
  const [name, setName] = useState(value ? (type === 'surname' ? `${value}氏源流研究` : `${value} 支系研究`) : '')
  const [intro, setIntro] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = useSubmit(async () => {
    setErrors({})
    const project = await call(PROJECTS.create, { body: { name: name.trim(), type, introduction: intro.trim(), ...(type === 'surname' ? { surname: value } : { haplogroup: value }) } })
    invalidateQueries(['project'])
    void navigate(href('/ancestry/project/success', {}, { id: project.id }), { replace: true })
  }, { failure: '创建失败，请稍后重试', onError: err => setErrors(fieldErrorsOf(err)) })
  if (!signedIn) return <SignInFirst what='发起研究项目' from={href('/ancestry/project/form', {}, { type, [type]: value })} />
  if (!value) {
    return (
      <Page title='发起研究项目'>
        <Text className='xg-proj__meta'>请先选择项目的姓氏或单倍群。</Text>
        <Button size='s' to={href('/ancestry/project/condition')}>去选择</Button>
      </Page>
    )
  }
  const conditionError = errors.surname ?? errors.haplogroup
  return (
    <FormPage className='xg-proj' busy={submit.busy} error={submit.error} submitLabel='创建项目' onSubmit={() => void submit.run()}>
      <Text className='xg-proj__title'>发起研究项目</Text>
      <Text className='xg-proj__sub'>{type === 'surname' ? `加入条件：检测人姓“${value}”` : `加入条件：父系（Y）单倍群属于 ${value} 支系`}</Text>
      {conditionError ? <Text className='xg-proj__error'>{conditionError}</Text> : null}
      <Text className='xg-proj__label'>项目名称</Text>
      <Input className='xg-proj__input xg-proj__name' value={name} maxlength={PROJECT_NAME_MAX} onInput={e => setName(e.detail.value)} {...inputLabel('项目名称')} />
      {errors.name ? <Text className='xg-proj__error'>{errors.name}</Text> : null}
      <Text className='xg-proj__label'>项目介绍</Text>
      <Textarea className='xg-proj__textarea xg-proj__intro' value={intro} maxlength={PROJECT_INTRO_MAX} placeholder='研究什么、欢迎哪些人加入（至少 10 个字）' onInput={e => setIntro(e.detail.value)} {...inputLabel('项目介绍')} />
      {errors.introduction ? <Text className='xg-proj__error'>{errors.introduction}</Text> : null}
    </FormPage>
  )
}

export function SuccessPage({ id }: { id: string }) {
  return (
    <Page title='项目已创建' sub='现在可以邀请符合条件的检测人加入，并在项目中发布公告。'>
      {id ? <Button to={href('/ancestry/project/:id', { id })}>查看项目</Button> : null}
      <Button variant='secondary' to={href('/ancestry/project/haplogroup')}>全部研究项目</Button>
    </Page>
  )
}
