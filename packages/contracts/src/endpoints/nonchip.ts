/**
 * Endpoint declarations and zod/mini validation of the non-chip tests (issue 15 item 3). The
 * values schema of each product type is generated from its definition (report/nonchip), so the
 * lab's form on the client and the server's service validate with the same rules and the same
 * Chinese messages; cross-field rules (a range's low below its high, a breath value agreeing with
 * its verdict) come from the definition's crossCheck.
 */
import { z } from 'zod/mini'
import {
  NONCHIP_DEFINITIONS,
  NONCHIP_TYPES,
  RISK_CANCERS,
  RISK_INTAKE_LIMITS,
  RISK_RELATIVES,
  type NonChipCrossProblem,
  type NonChipField,
  type NonChipType,
  type NonChipValues,
  type RiskIntakeAnswers
} from '../report/nonchip'
import { endpoint } from './define'
import { sampleSummarySchema } from './persons/schemas'

const LAB = { staff: ['lab'] } as const
const barcode = z.string().check(z.minLength(1), z.maxLength(40))
const nullableText = z.nullable(z.string())

const decimalsOk = (decimals: number) => (x: number) => Math.abs(x * 10 ** decimals - Math.round(x * 10 ** decimals)) < 1e-6

function fieldSchema(f: NonChipField) {
  switch (f.kind) {
    case 'number': {
      const s = z.number({ error: `请填写${f.label}（数字）` }).check(
        z.gte(f.min, `${f.label}不能小于 ${f.min} ${f.unit}`),
        z.lte(f.max, `${f.label}不能大于 ${f.max} ${f.unit}，请核对单位`),
        z.refine(decimalsOk(f.decimals), f.decimals === 0 ? `${f.label}应为整数` : `${f.label}最多保留 ${f.decimals} 位小数`)
      )
      return f.required ? s : z.optional(s)
    }
    case 'choice': {
      const s = z.enum(f.choices.map(c => c.value) as [string, ...string[]], { error: `请选择${f.label}` })
      return f.required ? s : z.optional(s)
    }
    case 'multi': {
      const values = f.choices.map(c => c.value)
      const s = z.array(z.enum(values as [string, ...string[]], { error: `${f.label}中有不在检测范围内的选项` }), { error: `请选择${f.label}` }).check(
        z.minLength(f.minItems, `请至少选择 ${f.minItems} 项${f.label}`),
        z.refine(xs => new Set(xs).size === xs.length, `${f.label}有重复的选项`)
      )
      return f.required ? s : z.optional(s)
    }
    case 'text': {
      let s = z.string({ error: `请填写${f.label}` }).check(z.trim(), z.maxLength(f.maxLength, `${f.label}不能超过 ${f.maxLength} 个字`))
      if (f.required) s = s.check(z.minLength(1, `请填写${f.label}`))
      if (f.pattern) s = s.check(z.regex(new RegExp(f.pattern.source), f.pattern.message))
      return f.required ? s : z.optional(s)
    }
    case 'variants': {
      const variant = z.strictObject({
        gene: z.enum(f.genes as [string, ...string[]], { error: '变异所在基因不在本检测的基因包中' }),
        hgvsC: z.string({ error: '请填写 c. 变异名称' }).check(z.trim(), z.maxLength(80, 'c. 变异名称过长'), z.regex(/^c\.[-*0-9+_]+[A-Za-z>_0-9]*[A-Za-z0-9>_]$/, '请按 HGVS 格式填写 c. 变异名称，如 c.68_69del 或 c.5266dupC')),
        hgvsP: z.optional(z.string().check(z.trim(), z.maxLength(80, 'p. 变异名称过长'), z.regex(/^p\.(\(?[A-Za-z]{3}[0-9]+[A-Za-z*]*[A-Za-z0-9*=]*\)?|=|\?|0)$/, '请按 HGVS 格式填写 p. 变异名称，如 p.Glu23fs 或 p.(Arg1443Ter)'))),
        zygosity: z.enum(['het', 'hom', 'hemi'], { error: '请选择杂合性' }),
        classification: z.enum(['P', 'LP', 'VUS'], { error: '请选择变异分级（只报告致病、可能致病、意义未明）' })
      })
      return z.array(variant, { error: '变异列表格式不正确' }).check(z.maxLength(f.maxItems, `最多报告 ${f.maxItems} 个变异`))
    }
  }
}

const schemaCache = new Map<NonChipType, z.ZodMiniType>()

/** the zod/mini schema of a product type's values, generated from its definition */
export function nonChipValuesSchema(type: NonChipType): z.ZodMiniType {
  let s = schemaCache.get(type)
  if (!s) {
    const shape: Record<string, z.ZodMiniType> = {}
    for (const f of NONCHIP_DEFINITIONS[type].fields) shape[f.key] = fieldSchema(f) as z.ZodMiniType
    s = z.strictObject(shape)
    schemaCache.set(type, s)
  }
  return s
}

export type NonChipValidation = { ok: true; values: NonChipValues } | { ok: false; problems: NonChipCrossProblem[] }

/** validates entered values: the field rules (first problem per field, in the definition's order), then the cross-field rules */
export function validateNonChipValues(type: NonChipType, raw: unknown): NonChipValidation {
  const parsed = nonChipValuesSchema(type).safeParse(raw)
  if (!parsed.success) {
    const seen = new Set<string>()
    const problems: NonChipCrossProblem[] = []
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? issue.path.map(String).join('.') : 'values'
      const message = issue.code === 'unrecognized_keys' ? `不认识的字段：${(issue as { keys?: string[] }).keys?.join('、') ?? ''}` : issue.message
      if (!seen.has(field)) problems.push({ field, message }), seen.add(field)
    }
    const order = NONCHIP_DEFINITIONS[type].fields.map(f => f.key)
    problems.sort((a, b) => order.indexOf(a.field.split('.')[0]) - order.indexOf(b.field.split('.')[0]))
    return { ok: false, problems }
  }
  const values = parsed.data as NonChipValues
  const cross = NONCHIP_DEFINITIONS[type].crossCheck(values)
  return cross.length ? { ok: false, problems: cross } : { ok: true, values }
}

const riskCancer = z.enum(Object.keys(RISK_CANCERS) as [string, ...string[]], { error: '请选择癌症类型' })
const age = (label: string) => z.int({ error: `请填写${label}（整数）` }).check(z.gte(0, `${label}不正确`), z.lte(RISK_INTAKE_LIMITS.maxAge, `${label}不正确`))

/** the NGS risk test's answers (first-step: self; second-step: relatives) */
export const riskIntakeSchema = z.strictObject({
  self: z.strictObject({
    sex: z.enum(['male', 'female'], { error: '请选择性别' }),
    age: z.int({ error: '请填写年龄' }).check(z.gte(RISK_INTAKE_LIMITS.minAge, `年满 ${RISK_INTAKE_LIMITS.minAge} 岁才能填写`), z.lte(RISK_INTAKE_LIMITS.maxAge, '请填写正确的年龄')),
    cancers: z.array(riskCancer).check(z.maxLength(8)),
    firstDiagnosisAge: z.optional(age('首次诊断年龄'))
  }),
  relatives: z.array(z.strictObject({
    relative: z.enum(Object.keys(RISK_RELATIVES) as [string, ...string[]], { error: '请选择亲属关系' }),
    cancer: riskCancer,
    age: z.optional(age('亲属诊断年龄'))
  })).check(z.maxLength(RISK_INTAKE_LIMITS.maxRelatives, `最多填写 ${RISK_INTAKE_LIMITS.maxRelatives} 位亲属`)),
  knownFamilyVariant: z.enum(['yes', 'no', 'unknown'], { error: '请选择家人是否检出过致病变异' })
})

/** cross-answer rules of the intake (what a schema cannot say) */
export function riskIntakeProblems(a: RiskIntakeAnswers): NonChipCrossProblem[] {
  const problems: NonChipCrossProblem[] = []
  if (a.self.cancers.length && a.self.firstDiagnosisAge === undefined) problems.push({ field: 'self.firstDiagnosisAge', message: '请填写首次诊断癌症时的年龄' })
  if (!a.self.cancers.length && a.self.firstDiagnosisAge !== undefined) problems.push({ field: 'self.firstDiagnosisAge', message: '没有患癌时不需要填写诊断年龄' })
  if (a.self.firstDiagnosisAge !== undefined && a.self.firstDiagnosisAge > a.self.age) problems.push({ field: 'self.firstDiagnosisAge', message: '诊断年龄不能大于现在的年龄' })
  if (a.self.sex === 'male' && (a.self.cancers.includes('ovarian') || a.self.cancers.includes('endometrial'))) problems.push({ field: 'self.cancers', message: '所选癌症与性别不符' })
  if (a.self.sex === 'female' && a.self.cancers.includes('prostate')) problems.push({ field: 'self.cancers', message: '所选癌症与性别不符' })
  a.relatives.forEach((r, i) => {
    const sex = RISK_RELATIVES[r.relative].sex
    if ((sex === 'male' && (r.cancer === 'ovarian' || r.cancer === 'endometrial')) || (sex === 'female' && r.cancer === 'prostate')) problems.push({ field: `relatives.${i}.cancer`, message: `${RISK_RELATIVES[r.relative].label}的癌症类型与性别不符` })
  })
  return problems
}

const findingSchema = z.object({
  key: z.string(), title: z.string(), value: z.string(), reference: z.string(), flag: z.string(), flagLabel: z.string(), text: z.string(), citations: z.array(z.string())
})
const interpretationSchema = z.object({
  overall: z.object({ tone: z.enum(['normal', 'attention']), label: z.string(), text: z.string() }),
  findings: z.array(findingSchema),
  seeDoctor: z.string()
})
/** the entered values of any product type (NonChipValues): each type's own rules are nonChipValuesSchema(type) */
const variantValueSchema = z.object({
  gene: z.string(), hgvsC: z.string(), hgvsP: z.optional(z.string()), zygosity: z.enum(['het', 'hom', 'hemi']), classification: z.enum(['P', 'LP', 'VUS'])
})
const valuesSchema = z.record(z.string(), z.union([z.number(), z.string(), z.array(z.string()), z.array(variantValueSchema)]))
const labResultSchema = z.object({
  barcode: z.string(),
  productType: z.string(),
  status: z.enum(['none', 'draft', 'published']),
  values: z.nullable(valuesSchema),
  updatedAt: z.nullable(z.number()),
  publishedAt: z.nullable(z.number())
})
const flagSchema = z.object({ key: z.string(), text: z.string(), citation: z.string() })
const intakeSchema = z.object({
  id: z.number(),
  answers: riskIntakeSchema,
  flags: z.array(flagSchema),
  advice: z.object({ tone: z.enum(['normal', 'attention']), label: z.string(), text: z.string() }),
  createdAt: z.number()
})

export const NONCHIP_ENDPOINTS = {
  labResult: endpoint({
    method: 'GET', path: '/proxy/ops/lab/samples/:barcode/results', auth: LAB,
    summary: 'The structured result of a non-chip sample as the laboratory entered it (none, draft or published)',
    params: z.object({ barcode }), response: labResultSchema, codes: [2030, 4006]
  }),
  labSaveResult: endpoint({
    method: 'PUT', path: '/proxy/ops/lab/samples/:barcode/results', auth: LAB,
    summary: 'Save the structured result of a non-chip sample after its QC (validated against its product type\'s definition; 4006 names the field)',
    params: z.object({ barcode }), body: z.strictObject({ values: valuesSchema }), response: labResultSchema, codes: [2030, 4006]
  }),
  labPublishResult: endpoint({
    method: 'POST', path: '/proxy/ops/lab/samples/:barcode/results/publish', auth: LAB,
    summary: 'Publish the saved result of a non-chip sample: the owner is notified and reads it',
    params: z.object({ barcode }), response: sampleSummarySchema, codes: [2030, 4006]
  }),
  result: endpoint({
    method: 'GET', path: '/proxy/report/nonchip/:barcode', auth: 'sample',
    summary: 'The published non-chip result of a barcode with units, reference ranges and interpretation; SAMPLE or sample mode: the demo of ?type, marked 示例',
    params: z.object({ barcode }), query: z.object({ type: z.optional(z.enum(NONCHIP_TYPES)) }),
    response: z.object({
      sample: z.boolean(), sampleLabel: nullableText, barcode: z.string(),
      person: z.object({ id: z.nullable(z.number()), name: z.string(), sex: nullableText }),
      productType: z.enum(NONCHIP_TYPES), productName: z.string(),
      values: valuesSchema, interpretation: interpretationSchema, publishedAt: z.nullable(z.number())
    }),
    codes: [2200, 4003, 4004]
  }),
  riskIntakeSave: endpoint({
    method: 'POST', path: '/proxy/report/ngs/risk-test', auth: 'user',
    summary: 'Store the NGS risk test\'s family-history answers; answers the guideline flags and the counselling advice (no risk score)',
    body: riskIntakeSchema, response: intakeSchema, codes: [4006]
  }),
  riskIntakeLatest: endpoint({
    method: 'GET', path: '/proxy/report/ngs/risk-test/latest', auth: 'user',
    summary: 'The caller\'s latest NGS risk-test intake, or null',
    response: z.object({ intake: z.nullable(intakeSchema) }), codes: []
  })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default {
  // non-chip tests: the lab's structured results, the owner's report, the NGS risk test (issue 15 item 3)
  nonchip: NONCHIP_ENDPOINTS
} as const
