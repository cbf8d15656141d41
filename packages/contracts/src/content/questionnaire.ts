/**
 * The health questionnaire (issue 26 item 8; spec 3.14 "Questionnaire: answer, agree, version",
 * 7.3 "Questionnaire: guide, groups, sick questionnaire and answers, agreement GET/POST", 9
 * "Questionnaire agreement version 2"): a short questionnaire on health and family history a
 * person may fill in before genetic counselling. Health information is sensitive personal
 * information (PIPL art. 28): it is given only after agreeing to the questionnaire's own
 * agreement (version 2), is the account's own (exported with the account's data and deleted with
 * the account), and is never used for the reports.
 */



export const QUESTIONNAIRE_GUIDE = {
  title: '健康问卷',
  intro: [
    '填写健康问卷可以帮助遗传咨询师在咨询前了解您的情况，约需 3 分钟。所有问题均可选填，您可以随时修改或删除。',
    '问卷内容属于敏感个人信息，仅用于遗传咨询，不会用于生成检测报告，也不会提供给任何第三方。'
  ],
  agreement: [
    '我同意基因寻根为遗传咨询的目的处理我在本问卷中填写的健康信息（包括既往病史和家族病史）。',
    '这些信息只在我的账号中保存，由我本人和为我提供咨询的遗传咨询师查看；我可以随时修改、导出或删除，注销账号时一并删除。',
    '我可以随时撤回本同意；撤回后已填写的答案将被删除。'
  ]
} as const

export type QuestionKind = 'single' | 'multiple' | 'text'

export interface QuestionnaireQuestion {
  id: string
  text: string
  kind: QuestionKind
  options?: readonly string[]
}

export interface QuestionnaireGroup {
  id: string
  title: string
  questions: readonly QuestionnaireQuestion[]
}

export const QUESTIONNAIRE_TEXT_MAX = 200

export const QUESTIONNAIRE_GROUPS: readonly QuestionnaireGroup[] = [
  {
    id: 'lifestyle',
    title: '生活习惯',
    questions: [
      { id: 'smoking', text: '您是否吸烟？', kind: 'single', options: ['从不吸烟', '已戒烟', '偶尔吸烟', '每天吸烟'] },
      { id: 'drinking', text: '您饮酒的频率？', kind: 'single', options: ['从不', '每月少于一次', '每周一到两次', '每周三次以上'] },
      { id: 'exercise', text: '您每周中等强度运动的时间？', kind: 'single', options: ['不到 30 分钟', '30–150 分钟', '150 分钟以上'] }
    ]
  },
  {
    id: 'history',
    title: '既往病史',
    questions: [
      { id: 'conditions', text: '您是否被诊断过以下疾病？（可多选）', kind: 'multiple', options: ['高血压', '糖尿病', '冠心病', '脑卒中', '肿瘤', '哮喘', '以上都没有'] },
      { id: 'medicines', text: '您目前长期服用的药物（选填）', kind: 'text' }
    ]
  },
  {
    id: 'family',
    title: '家族病史',
    questions: [
      { id: 'familyConditions', text: '您的父母、兄弟姐妹或子女是否患有以下疾病？（可多选）', kind: 'multiple', options: ['高血压', '糖尿病', '冠心病', '脑卒中', '肿瘤', '遗传病', '以上都没有', '不清楚'] },
      { id: 'familyNote', text: '想告诉咨询师的其他家族情况（选填）', kind: 'text' }
    ]
  }
]

/** answers by question id: an option (single), options (multiple) or text */
export type QuestionnaireAnswers = Record<string, string | string[]>

export const QUESTIONNAIRE_MESSAGES = {
  agree: '请先阅读并同意《健康问卷知情同意》',
  version: '问卷同意书已更新，请刷新后重新阅读',
  unknown: '问卷中没有这道题',
  option: '请从给出的选项中选择',
  tooLong: `文字回答不能超过 ${QUESTIONNAIRE_TEXT_MAX} 个字`,
  empty: '请至少回答一道题'
} as const

/** the answers' problem against the questionnaire, or null */
export function questionnaireAnswersProblem(answers: QuestionnaireAnswers): string | null {
  const questions = new Map(QUESTIONNAIRE_GROUPS.flatMap(g => g.questions).map(q => [q.id, q]))
  const entries = Object.entries(answers)
  if (!entries.length) return QUESTIONNAIRE_MESSAGES.empty
  for (const [id, value] of entries) {
    const q = questions.get(id)
    if (!q) return QUESTIONNAIRE_MESSAGES.unknown
    if (q.kind === 'text') {
      if (typeof value !== 'string') return QUESTIONNAIRE_MESSAGES.option
      if (value.length > QUESTIONNAIRE_TEXT_MAX) return QUESTIONNAIRE_MESSAGES.tooLong
    } else if (q.kind === 'single') {
      if (typeof value !== 'string' || !q.options!.includes(value)) return QUESTIONNAIRE_MESSAGES.option
    } else if (!Array.isArray(value) || !value.length || value.some(v => !q.options!.includes(v)) || new Set(value).size !== value.length) return QUESTIONNAIRE_MESSAGES.option
  }
  return null
}

export interface QuestionnaireState {
  /** the agreement version the account agreed to (null: never, or withdrawn) */
  agreedVersion: number | null
  answers: QuestionnaireAnswers | null
  updatedAt: number | null
}
