/**
 * The health questionnaire on /consult (issue 26 item 8; spec 3.14, 7.3): its guide, its
 * agreement (version 2, spec 9) to tick before answering, its groups of questions, and the
 * account's saved answers, which may be changed or deleted (withdrawing the agreement deletes
 * them). Health information is sensitive: only the account reads it; it is in the account's data
 * export and is deleted with the account. Signed-in people only.
 */
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { QUESTIONNAIRE_AGREEMENT_VERSION, QUESTIONNAIRE_GROUPS, QUESTIONNAIRE_GUIDE, QUESTIONNAIRE_MESSAGES, QUESTIONNAIRE_TEXT_MAX, questionnaireAnswersProblem, type QuestionnaireAnswers } from '@xungen/contracts'
import { QUESTIONNAIRE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Checkbox from '@/components/Checkbox'
import ChoiceList from '@/components/ChoiceList'
import Field from '@/components/Field'
import { toast } from '@/components/feedback'
import { setQueryData, useQuery } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'

function toggle(list: readonly string[], option: string): string[] {
  return list.includes(option) ? list.filter(o => o !== option) : [...list, option]
}

export default function HealthQuestionnaire() {
  const authed = useSession(s => Boolean(s.token))
  const state = useQuery(['content', 'questionnaire', authed], () => (authed ? call(QUESTIONNAIRE.questionnaireAgreement) : Promise.resolve(null)))
  const [draft, setDraft] = useState<QuestionnaireAnswers | null>(null)
  const [agree, setAgree] = useState(false)
  const [open, setOpen] = useState(false)
  const saved = state.status === 'done' && state.data ? state.data : null
  const answers: QuestionnaireAnswers = draft ?? saved?.answers ?? {}
  const agreed = agree || saved?.agreedVersion === QUESTIONNAIRE_AGREEMENT_VERSION
  const save = useSubmit(async () => {
    if (!agreed) return toast(QUESTIONNAIRE_MESSAGES.agree)
    const problem = questionnaireAnswersProblem(answers)
    if (problem) return toast(problem)
    const next = await call(QUESTIONNAIRE.questionnaireAnswer, { body: { answer: answers, agree: true, version: QUESTIONNAIRE_AGREEMENT_VERSION } })
    setQueryData(['content', 'questionnaire', true], () => next)
    setDraft(null)
    setOpen(false)
    toast('问卷已保存', 'success')
  }, { failure: '保存失败，请重试', onError: inToast })
  const withdraw = useSubmit(async () => {
    const next = await call(QUESTIONNAIRE.questionnaireWithdraw)
    setQueryData(['content', 'questionnaire', true], () => next)
    setDraft(null)
    setAgree(false)
    toast('已撤回同意并删除问卷答案', 'success')
  }, { failure: '操作失败，请重试', onError: inToast })

  if (!authed) return null
  const set = (id: string, value: string | string[]) => {
    const next = { ...answers }
    if ((Array.isArray(value) && !value.length) || value === '') delete next[id]
    else next[id] = value
    setDraft(next)
  }

  return (
    <View className='xg-paper__section xg-questionnaire' data-answered={saved?.answers ? 'yes' : 'no'}>
      <Text className='xg-paper__heading'>{QUESTIONNAIRE_GUIDE.title}</Text>
      {QUESTIONNAIRE_GUIDE.intro.map(p => (
        <Text key={p} className='xg-paper__line'>{p}</Text>
      ))}
      {saved?.answers && !open && <Text className='xg-paper__line'>{`您已填写 ${Object.keys(saved.answers).length} 道题，可以修改或删除。`}</Text>}
      {!open ? (
        <Button size='s' variant='secondary' className='xg-questionnaire__open' onClick={() => setOpen(true)}>{saved?.answers ? '修改问卷' : '填写问卷'}</Button>
      ) : (
        <View className='xg-questionnaire__form'>
          {QUESTIONNAIRE_GROUPS.map(g => (
            <View key={g.id} className='xg-questionnaire__group'>
              <Text className='xg-paper__heading'>{g.title}</Text>
              {g.questions.map(q => (
                <Field key={q.id} label={q.text} name={`q-${q.id}`}>
                  {q.kind === 'single' && <ChoiceList layout='chips' name={`q-${q.id}`} choices={q.options!.map(o => ({ key: o, label: o }))} value={(answers[q.id] as string) ?? null} onChange={v => set(q.id, v)} />}
                  {q.kind === 'multiple' && (
                    <View className='xg-questionnaire__options'>
                      {q.options!.map(o => (
                        <Checkbox key={o} label={o} checked={((answers[q.id] as string[]) ?? []).includes(o)} onChange={() => set(q.id, toggle((answers[q.id] as string[]) ?? [], o))}>
                          <Text>{o}</Text>
                        </Checkbox>
                      ))}
                    </View>
                  )}
                  {q.kind === 'text' && <Textarea className='xg-catalogue__textarea xg-questionnaire__text' value={(answers[q.id] as string) ?? ''} maxlength={QUESTIONNAIRE_TEXT_MAX} onInput={e => set(q.id, e.detail.value)} />}
                </Field>
              ))}
            </View>
          ))}
          {saved?.agreedVersion !== QUESTIONNAIRE_AGREEMENT_VERSION && (
            <Checkbox checked={agree} onChange={setAgree} label='同意健康问卷知情同意' className='xg-questionnaire__agree'>
              <Text className='xg-paper__line'>{`我已阅读并同意《健康问卷知情同意》（第 ${QUESTIONNAIRE_AGREEMENT_VERSION} 版）：${QUESTIONNAIRE_GUIDE.agreement.join('')}`}</Text>
            </Checkbox>
          )}
          <Button loading={save.busy} className='xg-questionnaire__save' onClick={() => void save.run()}>保存问卷</Button>
        </View>
      )}
      {saved?.agreedVersion && <Button size='s' variant='ghost' loading={withdraw.busy} onClick={() => void withdraw.run()}>撤回同意并删除答案</Button>}
    </View>
  )
}
