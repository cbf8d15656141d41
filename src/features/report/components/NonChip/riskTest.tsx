/**
 * The NGS risk test (spec 2.9 /report/ngs/risk-test/first-step, second-step, result): a structured
 * personal and family cancer history. It gives NO risk score: the result lists the answers that
 * the NCCN guidelines name as reasons to see a genetic counsellor and recommends counselling
 * (contracts report/nonchip/riskIntake.ts). The answers are validated with the same rules as the
 * server and stored for the counsellor. Signed-in users only (the answers are personal data).
 */
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { create } from 'zustand'
import { RISK_CANCERS, RISK_RELATIVES, type RiskCancer, type RiskIntakeAnswers, type RiskRelative } from '@xungen/contracts'
import { NONCHIP_ENDPOINTS, riskIntakeProblems, riskIntakeSchema } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import Field from '@/components/Field'
import { useLoad } from '@/hooks/useLoad'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { Failed, Loading, Section } from '../ReportBits'
import { Sources } from './ResultSections'
import { pressKeys } from '@/platform/keys'

interface RelativeDraft { relative: RiskRelative | ''; cancer: RiskCancer | ''; age: string }
interface RiskDraft {
  sex: 'male' | 'female' | ''
  age: string
  cancers: RiskCancer[]
  firstDiagnosisAge: string
  relatives: RelativeDraft[]
  knownFamilyVariant: 'yes' | 'no' | 'unknown' | ''
  /** the answers the result page should store (set by the second step) */
  submitted: RiskIntakeAnswers | null
}
const EMPTY: RiskDraft = { sex: '', age: '', cancers: [], firstDiagnosisAge: '', relatives: [], knownFamilyVariant: '', submitted: null }

export const useRiskTest = create<{ draft: RiskDraft; set(patch: Partial<RiskDraft>): void; reset(): void }>(set => ({
  draft: EMPTY,
  set: patch => set(s => ({ draft: { ...s.draft, ...patch } })),
  reset: () => set({ draft: EMPTY })
}))

const int = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : s.trim() === '' ? undefined : NaN)

/** the answers as the schema reads them, and the problems by field */
export function answersOf(d: RiskDraft): { answers: unknown; errors: Record<string, string> } {
  const answers = {
    self: { sex: d.sex || undefined, age: int(d.age), cancers: d.cancers, ...(d.firstDiagnosisAge.trim() ? { firstDiagnosisAge: int(d.firstDiagnosisAge) } : {}) },
    relatives: d.relatives.map(r => ({ relative: r.relative || undefined, cancer: r.cancer || undefined, ...(r.age.trim() ? { age: int(r.age) } : {}) })),
    knownFamilyVariant: d.knownFamilyVariant || undefined
  }
  const parsed = riskIntakeSchema.safeParse(answers)
  const errors: Record<string, string> = {}
  if (!parsed.success) {
    for (const i of parsed.error.issues) {
      const k = i.path.map(String).join('.')
      if (!(k in errors)) errors[k] = i.message
    }
    return { answers, errors }
  }
  for (const p of riskIntakeProblems(parsed.data as RiskIntakeAnswers)) if (!(p.field in errors)) errors[p.field] = p.message
  return { answers: parsed.data, errors }
}

const CANCER_CHOICES = Object.entries(RISK_CANCERS).map(([key, label]) => ({ key: key as RiskCancer, label }))
const RELATIVE_CHOICES = Object.entries(RISK_RELATIVES).map(([key, r]) => ({ key: key as RiskRelative, label: r.label }))

function SignInFirst() {
  return (
    <View className='xg-report-page xg-nonchip'>
      <Text className='xg-item__title'>家族史评估</Text>
      <Text className='xg-report-p'>家族史属于个人敏感信息，请登录后填写，答案只保存在你的账号下。</Text>
      <Button to={href('/auth/signin', {}, { from: '/report/ngs/risk-test/first-step' })}>登录</Button>
    </View>
  )
}

const INTRO = '本评估收集你和亲属的癌症病史，帮助判断是否需要遗传咨询。它不计算风险分数，也不能代替医生或遗传咨询师的评估。'

/** /report/ngs/risk-test/first-step: about you */
export function RiskTestFirstStep() {
  const authed = useSession(s => Boolean(s.token))
  const { draft, set } = useRiskTest()
  const [errors, setErrors] = useState<Record<string, string>>({})
  if (!authed) return <SignInFirst />
  function next() {
    const { errors: all } = answersOf({ ...draft, knownFamilyVariant: draft.knownFamilyVariant || 'unknown' })
    const mine = Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith('self')))
    setErrors(mine)
    if (Object.keys(mine).length === 0) void navigate(href('/report/ngs/risk-test/second-step'))
  }
  const toggle = (c: RiskCancer) => set({ cancers: draft.cancers.includes(c) ? draft.cancers.filter(x => x !== c) : [...draft.cancers, c] })
  return (
    <View className='xg-report-page xg-nonchip'>
      <Text className='xg-item__title'>家族史评估 · 第 1 步：关于你</Text>
      <Text className='xg-report-p'>{INTRO}</Text>
      <View className='xg-nonchip__form'>
        <Field label='性别' error={errors['self.sex']} name='risk-sex'>
          <ChoiceList layout='chips' value={draft.sex || null} onChange={k => set({ sex: k })} choices={[{ key: 'female', label: '女' }, { key: 'male', label: '男' }]} />
        </Field>
        <Field label='年龄' error={errors['self.age']} name='risk-age'>
          <Input className='xg-nonchip__input' type='number' value={draft.age} placeholder='周岁' onInput={e => set({ age: e.detail.value })} />
        </Field>
        <Field label='你是否被诊断过以下癌症（可多选，没有则不选）' error={errors['self.cancers']} name='risk-cancers'>
          <View className='xg-choices xg-choices--chips'>
            {CANCER_CHOICES.map(c => (
              <View key={c.key} {...pressKeys()} ariaRole='checkbox' ariaChecked={draft.cancers.includes(c.key)} className={`xg-choices__item${draft.cancers.includes(c.key) ? ' xg-choices__item--selected' : ''}`} onClick={() => toggle(c.key)}>
                <Text className='xg-choices__label'>{c.label}</Text>
              </View>
            ))}
          </View>
        </Field>
        {draft.cancers.length > 0 && (
          <Field label='首次诊断时的年龄' error={errors['self.firstDiagnosisAge']} name='risk-first-age'>
            <Input className='xg-nonchip__input' type='number' value={draft.firstDiagnosisAge} onInput={e => set({ firstDiagnosisAge: e.detail.value })} />
          </Field>
        )}
        <Button block onClick={next}>下一步：家人的情况</Button>
      </View>
    </View>
  )
}

/** /report/ngs/risk-test/second-step: relatives with cancer, a known family variant */
export function RiskTestSecondStep() {
  const authed = useSession(s => Boolean(s.token))
  const { draft, set } = useRiskTest()
  const [errors, setErrors] = useState<Record<string, string>>({})
  if (!authed) return <SignInFirst />
  const setRel = (i: number, patch: Partial<RelativeDraft>) => set({ relatives: draft.relatives.map((r, j) => (j === i ? { ...r, ...patch } : r)) })
  function submit() {
    const { answers, errors: all } = answersOf(draft)
    setErrors(all)
    if (Object.keys(all).some(k => k.startsWith('self'))) return void navigate(href('/report/ngs/risk-test/first-step'))
    if (Object.keys(all).length === 0) {
      set({ submitted: answers as RiskIntakeAnswers })
      void navigate(href('/report/ngs/risk-test/result'))
    }
  }
  return (
    <View className='xg-report-page xg-nonchip'>
      <Text className='xg-item__title'>家族史评估 · 第 2 步：家人的情况</Text>
      <Text className='xg-report-p'>请填写患过癌症的血缘亲属（父母、兄弟姐妹、子女、祖父母、外祖父母、叔伯姑舅姨），每人每种癌症填一条；不清楚诊断年龄可留空。没有则不填。</Text>
      {draft.relatives.map((r, i) => (
        <View key={i} className='xg-nonchip__relative'>
          <Field label={`亲属 ${i + 1}`} error={errors[`relatives.${i}.relative`]}>
            <ChoiceList layout='chips' value={r.relative || null} onChange={k => setRel(i, { relative: k })} choices={RELATIVE_CHOICES} />
          </Field>
          <Field label='癌症' error={errors[`relatives.${i}.cancer`]}>
            <ChoiceList layout='chips' value={r.cancer || null} onChange={k => setRel(i, { cancer: k })} choices={CANCER_CHOICES} />
          </Field>
          <Field label='诊断时年龄（可选）' error={errors[`relatives.${i}.age`]}>
            <Input className='xg-nonchip__input' type='number' value={r.age} onInput={e => setRel(i, { age: e.detail.value })} />
          </Field>
          <Button size='s' variant='ghost' onClick={() => set({ relatives: draft.relatives.filter((_, j) => j !== i) })}>删除</Button>
        </View>
      ))}
      <Button variant='secondary' onClick={() => set({ relatives: [...draft.relatives, { relative: '', cancer: '', age: '' }] })}>添加一位亲属</Button>
      <Field label='家人是否做过基因检测并检出肿瘤相关的致病变异？' error={errors.knownFamilyVariant} name='risk-known'>
        <ChoiceList layout='chips' value={draft.knownFamilyVariant || null} onChange={k => set({ knownFamilyVariant: k })} choices={[{ key: 'yes', label: '是' }, { key: 'no', label: '否' }, { key: 'unknown', label: '不清楚' }]} />
      </Field>
      {errors.relatives && <Text className='xg-field__error'>{errors.relatives}</Text>}
      <Button block onClick={submit}>提交并查看结果</Button>
    </View>
  )
}

/** /report/ngs/risk-test/result: stores what the second step submitted (once), else shows the latest stored intake */
export function RiskTestResult() {
  const authed = useSession(s => Boolean(s.token))
  const { draft, reset } = useRiskTest()
  const submitted = useRef(draft.submitted)
  const state = useLoad(async () => {
    if (!authed) return { intake: null }
    if (submitted.current) return { intake: await call(NONCHIP_ENDPOINTS.riskIntakeSave, { body: submitted.current }) }
    return call(NONCHIP_ENDPOINTS.riskIntakeLatest)
  }, [authed])
  useEffect(() => {
    if (state.status === 'done' && submitted.current) reset()
  }, [state.status]) // eslint-disable-line react-hooks/exhaustive-deps
  if (!authed) return <SignInFirst />
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const intake = state.data.intake
  if (!intake) {
    return (
      <View className='xg-report-page xg-nonchip'>
        <Text className='xg-item__title'>家族史评估</Text>
        <Text className='xg-report-p'>你还没有填写过家族史评估。</Text>
        <Button to={href('/report/ngs/risk-test/first-step')}>开始填写</Button>
      </View>
    )
  }
  return (
    <View className='xg-report-page xg-nonchip'>
      <Text className='xg-item__title'>家族史评估结果</Text>
      <View className={`xg-item__result${intake.advice.tone === 'attention' ? ' xg-item__result--attention' : ''}`}>
        <Text className='xg-item__label'>{intake.advice.label}</Text>
        <Text className='xg-report-p'>{intake.advice.text}</Text>
      </View>
      <Section title='你的回答中值得注意的情况'>
        {intake.flags.length === 0 ? <Text className='xg-report-p'>没有。</Text> : intake.flags.map(f => <Text key={f.key} className='xg-report-p'>· {f.text}</Text>)}
      </Section>
      <Section title='接下来'>
        <Text className='xg-report-p'>遗传咨询师会询问更完整的三代家族史，判断是否需要做遗传性肿瘤基因检测、检测哪些基因，以及结果对家人的意义。</Text>
        <Button to={href('/consultant/health')}>预约健康顾问</Button>
        <Button variant='ghost' to={href('/report/ngs/risk-test/first-step')}>重新填写</Button>
      </Section>
      <Sources ids={['nccnBop', 'nccnCrc']} />
    </View>
  )
}
