/**
 * One definition per non-chip test (issue 15 item 3): its fields, units and bounds, the reference
 * each result is read against with its source (citations.ts), and the interpretation rule. Where
 * no published range applies to every assay (AMH age bands, the upper limits of vitamins, a
 * breath-test kit's cut-off) the laboratory enters the range it reports and the page shows that
 * range as the laboratory's; a cited cut-off is named by its source.
 */
import { NONCHIP_CITATIONS, type NonChipCitationId } from './citations'
import { TUMOR_PANEL, CVD_PANEL, linkTitle, panelVariantRole } from './panels'
import type {
  NonChipCrossProblem,
  NonChipDefinition,
  NonChipField,
  NonChipFinding,
  NonChipInterpretation,
  NonChipType,
  NonChipValues,
  NonChipVariant,
  NumberField
} from './types'
import { isNonChipType } from './types'

// --- helpers -------------------------------------------------------------------------------------

const num = (v: NonChipValues, k: string): number | null => (typeof v[k] === 'number' ? (v[k] as number) : null)
const str = (v: NonChipValues, k: string): string | null => (typeof v[k] === 'string' && v[k] !== '' ? (v[k] as string) : null)
const list = (v: NonChipValues, k: string): string[] => (Array.isArray(v[k]) ? (v[k] as unknown[]).filter((x): x is string => typeof x === 'string') : [])
const variants = (v: NonChipValues, k: string): NonChipVariant[] => (Array.isArray(v[k]) ? (v[k] as unknown[]).filter((x): x is NonChipVariant => typeof x === 'object' && x !== null) : [])

export function formatNumber(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)))
}
const show = (f: NumberField, value: number) => `${formatNumber(value, f.decimals)} ${f.unit}`

/** the laboratory's own range of a value, as fields `<key>RefLow` / `<key>RefHigh` */
function labRangeFields(base: NumberField): NumberField[] {
  return [
    { kind: 'number', key: `${base.key}RefLow`, label: `${base.label} 参考范围下限`, unit: base.unit, min: base.min, max: base.max, decimals: base.decimals, required: false, hint: '填写检测报告上实验室给出的参考范围（没有下限可留空）' },
    { kind: 'number', key: `${base.key}RefHigh`, label: `${base.label} 参考范围上限`, unit: base.unit, min: base.min, max: base.max, decimals: base.decimals, required: false, hint: '没有上限可留空' }
  ]
}
function labRange(v: NonChipValues, f: NumberField): { low: number | null; high: number | null; text: string | null } {
  const low = num(v, `${f.key}RefLow`)
  const high = num(v, `${f.key}RefHigh`)
  if (low === null && high === null) return { low, high, text: null }
  const fmt = (x: number) => formatNumber(x, f.decimals)
  const text = low !== null && high !== null ? `${fmt(low)}–${fmt(high)} ${f.unit}` : low !== null ? `≥ ${fmt(low)} ${f.unit}` : `≤ ${fmt(high!)} ${f.unit}`
  return { low, high, text: `实验室参考范围 ${text}` }
}
function rangeOrder(v: NonChipValues, f: NumberField): NonChipCrossProblem[] {
  const low = num(v, `${f.key}RefLow`)
  const high = num(v, `${f.key}RefHigh`)
  return low !== null && high !== null && low >= high ? [{ field: `${f.key}RefHigh`, message: `${f.label}参考范围上限应大于下限` }] : []
}

const POSITIVE_NEGATIVE = [
  { value: 'positive', label: '阳性' },
  { value: 'negative', label: '阴性' }
] as const

// --- HPV -----------------------------------------------------------------------------------------

/** IARC Monographs 100B (iarc100b): Group 1, 2A and 2B types; 6 and 11 are the types of anogenital warts, not classed as carcinogenic */
const HPV_GROUP1 = ['16', '18', '31', '33', '35', '39', '45', '51', '52', '56', '58', '59']
const HPV_GROUP2A = ['68']
const HPV_GROUP2B = ['26', '53', '66', '73', '82']
const HPV_LOW = ['6', '11']

function hpvRisk(t: string): 'g1' | 'g2a' | 'g2b' | 'low' {
  return HPV_GROUP1.includes(t) ? 'g1' : HPV_GROUP2A.includes(t) ? 'g2a' : HPV_GROUP2B.includes(t) ? 'g2b' : 'low'
}
const HPV_RISK_LABEL = { g1: '高危型（IARC 1 类致癌）', g2a: '高危型（IARC 2A 类，很可能致癌）', g2b: '可能致癌型（IARC 2B 类）', low: '低危型（常见于尖锐湿疣）' }

const hpv: NonChipDefinition = {
  type: 'HPV',
  sku: 'HPV',
  name: 'HPV 分型检测',
  sample: '宫颈/阴道脱落细胞（居家自采样拭子）',
  method: '实时荧光 PCR 分型，检测 20 种 HPV 型别的 DNA',
  sex: 'female',
  reportPath: '/report/hpv/detail',
  statementPath: '/statement/hpv',
  fields: [
    {
      kind: 'multi', key: 'detectedTypes', label: '检出的 HPV 型别', required: true, minItems: 0,
      hint: `勾选检出的型别；全部未检出时不勾选任何型别。IARC 1 类：${HPV_GROUP1.join('/')}；2A 类：${HPV_GROUP2A.join('/')}；2B 类：${HPV_GROUP2B.join('/')}；低危：${HPV_LOW.join('/')}`,
      choices: [...HPV_GROUP1, ...HPV_GROUP2A, ...HPV_GROUP2B, ...HPV_LOW].map(t => ({ value: t, label: `HPV${t}`, note: HPV_RISK_LABEL[hpvRisk(t)] }))
    },
    { kind: 'choice', key: 'internalControl', label: '内参（人源 β-球蛋白基因）', required: true, choices: [{ value: 'valid', label: '有效' }, { value: 'invalid', label: '无效（样本不合格）' }], hint: '内参无效的样本不能出报告，请走质检不通过' }
  ],
  canTell: ['采样时宫颈/阴道是否存在所检 20 种 HPV 型别的感染，以及是哪些型别', '检出型别是否属于 IARC 认定的高危（致癌）型别'],
  cannotTell: ['是否患有宫颈癌或癌前病变：这需要细胞学（TCT）、阴道镜和病理检查', '未检测的 HPV 型别是否感染', '感染何时发生、会不会自行清除'],
  citations: ['iarc100b', 'who2021Cervical', 'asccp2019'],
  crossCheck(v) {
    return str(v, 'internalControl') === 'invalid' ? [{ field: 'internalControl', message: '内参无效的样本不能发布结果，请判定质检不通过并请用户重新采样' }] : []
  },
  interpret(v) {
    const found = list(v, 'detectedTypes')
    // the detected types first, then the rest in the panel's order
    const panel = [...HPV_GROUP1, ...HPV_GROUP2A, ...HPV_GROUP2B, ...HPV_LOW]
    const findings: NonChipFinding[] = [...panel.filter(t => found.includes(t)), ...panel.filter(t => !found.includes(t))].map(t => {
      const pos = found.includes(t)
      const risk = hpvRisk(t)
      return {
        key: `HPV${t}`, title: `HPV${t}`, value: pos ? '检出' : '未检出', reference: `未检出 · ${HPV_RISK_LABEL[risk]}`,
        flag: pos ? (risk === 'low' ? 'info' : 'positive') : 'negative', flagLabel: pos ? '阳性' : '阴性',
        text: pos ? `检出 ${HPV_RISK_LABEL[risk]} HPV${t}。` : `未检出 HPV${t}。`, citations: ['iarc100b']
      }
    })
    const g1618: string[] = found.filter(t => t === '16' || t === '18')
    const otherHigh = found.filter(t => (hpvRisk(t) === 'g1' || hpvRisk(t) === 'g2a') && !g1618.includes(t))
    const possible = found.filter(t => hpvRisk(t) === 'g2b')
    const low = found.filter(t => hpvRisk(t) === 'low')
    const names = (ts: string[]) => ts.map(t => `HPV${t}`).join('、')
    if (g1618.length) {
      return {
        overall: { tone: 'attention', label: `${names(g1618)} 阳性`, text: `检出 ${names([...g1618, ...otherHigh])}。HPV16 和 HPV18 是导致宫颈癌最主要的两个型别。阳性说明目前有感染，不等于已经患有宫颈癌或癌前病变，大多数 HPV 感染会被免疫系统自行清除，但需要按指南尽快进一步检查。` },
        findings,
        seeDoctor: '请尽快到妇科或宫颈疾病专科门诊就诊。按 ASCCP 2019 共识和 WHO 2021 指南，HPV16/18 阳性通常建议做阴道镜检查，由医生决定具体方案。'
      }
    }
    if (otherHigh.length) {
      return {
        overall: { tone: 'attention', label: '其他高危型 HPV 阳性', text: `检出 ${names(otherHigh)}，属于 IARC 认定的高危型别。阳性说明目前有感染，不等于患有宫颈病变，大多数感染会自行清除，但需要进一步检查。` },
        findings,
        seeDoctor: '请到妇科门诊就诊，一般先做宫颈细胞学检查（TCT），医生会根据细胞学结果决定是否需要阴道镜（ASCCP 2019）。'
      }
    }
    if (possible.length) {
      return {
        overall: { tone: 'attention', label: '检出可能致癌型 HPV', text: `检出 ${names(possible)}，IARC 将其列为“可能致癌”（2B 类），致癌证据弱于高危型别；未检出 1 类和 2A 类高危型别。` },
        findings,
        seeDoctor: '建议把结果带给妇科医生，按常规宫颈癌筛查进行；有异常阴道出血等症状时及时就诊。'
      }
    }
    if (low.length) {
      return {
        overall: { tone: 'normal', label: '未检出高危型 HPV', text: `检出低危型 ${names(low)}，它们常与尖锐湿疣有关，IARC 未将其列为致癌型别；未检出所检高危型别。` },
        findings,
        seeDoctor: '如外阴、肛周出现疣状赘生物，请到皮肤性病科或妇科就诊；宫颈癌筛查按常规间隔进行。'
      }
    }
    return {
      overall: { tone: 'normal', label: '未检出所检 HPV 型别', text: '本次检测的 20 种 HPV 型别均未检出。这说明采样时没有发现这些型别的感染，宫颈癌风险较低，但仍需按时筛查。' },
      findings,
      seeDoctor: 'WHO 2021 指南建议一般女性从 30 岁起以 HPV 检测做宫颈癌筛查，每 5–10 年一次（HIV 感染者从 25 岁起，每 3–5 年）。出现性交后出血、异常分泌物等症状时，不论本次结果如何都应就医。'
    }
  }
}

// --- HP ------------------------------------------------------------------------------------------

/** the breath tests report different quantities: ¹³C as DOB ‰, ¹⁴C as dpm/mmol CO₂, each with its kit's cut-off (2020 Chinese UBT consensus) */
const HP_UBT_VALUES = {
  ubt13c: { value: 'dob', cutoff: 'dobCutoff', unit: '‰', name: 'DOB 值' },
  ubt14c: { value: 'dpm', cutoff: 'dpmCutoff', unit: 'dpm/mmol CO₂', name: '14C 呼气值' }
} as const
type HpUbt = keyof typeof HP_UBT_VALUES
const hpUbt = (method: string | null): HpUbt | null => (method === 'ubt13c' || method === 'ubt14c' ? method : null)
export const HP_14C_PREGNANCY = '14C 尿素呼气试验含放射性核素，孕妇不宜使用；孕期请选择 13C 尿素呼气试验或粪便抗原检测。'

const hp: NonChipDefinition = {
  type: 'HP',
  sku: 'HP',
  name: '幽门螺杆菌检测',
  sample: '呼气样本或粪便样本（居家采样）',
  method: '尿素呼气试验（13C/14C）、粪便抗原检测或血清抗体检测，以检测报告所列方法为准',
  reportPath: '/report/hp/detail',
  statementPath: '/statement/hp',
  fields: [
    {
      kind: 'choice', key: 'method', label: '检测方法', required: true,
      choices: [{ value: 'ubt13c', label: '13C 尿素呼气试验' }, { value: 'ubt14c', label: '14C 尿素呼气试验' }, { value: 'stoolAntigen', label: '粪便抗原检测（单克隆抗体）' }, { value: 'serology', label: '血清抗体检测' }]
    },
    { kind: 'choice', key: 'result', label: '检测结论', required: true, choices: POSITIVE_NEGATIVE },
    { kind: 'number', key: 'dob', label: 'DOB 值（13C 呼气试验）', unit: '‰', min: 0, max: 300, decimals: 1, required: false, hint: '仅 13C 尿素呼气试验填写' },
    { kind: 'number', key: 'dobCutoff', label: 'DOB 阳性判定界值（试剂盒）', unit: '‰', min: 0, max: 50, decimals: 1, required: false, hint: '13C 检测报告上试剂盒给出的阳性界值' },
    { kind: 'number', key: 'dpm', label: '14C 呼气值', unit: 'dpm/mmol CO₂', min: 0, max: 10000, decimals: 0, required: false, hint: '仅 14C 尿素呼气试验填写' },
    { kind: 'number', key: 'dpmCutoff', label: '14C 阳性判定界值（试剂盒）', unit: 'dpm/mmol CO₂', min: 0, max: 1000, decimals: 0, required: false, hint: '14C 检测报告上试剂盒给出的阳性界值' }
  ],
  canTell: ['采样时胃内是否存在幽门螺杆菌感染（呼气试验、粪便抗原）', '血清抗体检测只能说明是否感染过'],
  cannotTell: ['是否患有胃炎、胃溃疡或胃癌：这需要胃镜检查', '血清抗体阳性不能区分现在感染还是既往感染', '服用抑酸药、抗生素或铋剂后检测可能出现假阴性', HP_14C_PREGNANCY],
  citations: ['maastrichtVI', 'ubtChina2020'],
  crossCheck(v) {
    const problems: NonChipCrossProblem[] = []
    const ubt = hpUbt(str(v, 'method'))
    for (const [m, q] of Object.entries(HP_UBT_VALUES) as [HpUbt, (typeof HP_UBT_VALUES)[HpUbt]][]) {
      if (m === ubt) continue
      if (num(v, q.value) !== null || num(v, q.cutoff) !== null) {
        problems.push({ field: q.value, message: `${q.name}（${q.unit}）只适用于${m === 'ubt13c' ? ' 13C' : ' 14C'} 尿素呼气试验，请清空或更正检测方法` })
      }
    }
    if (ubt) {
      const q = HP_UBT_VALUES[ubt]
      const value = num(v, q.value)
      const cutoff = num(v, q.cutoff)
      if (value !== null && cutoff !== null) {
        const verdict = value >= cutoff ? 'positive' : 'negative'
        if (str(v, 'result') && verdict !== str(v, 'result')) problems.push({ field: 'result', message: `${q.name} ${value} ${q.unit} ${verdict === 'positive' ? '不低于' : '低于'}界值 ${cutoff} ${q.unit}，与所选结论不一致` })
      }
    }
    return problems
  },
  interpret(v) {
    const method = str(v, 'method')
    const positive = str(v, 'result') === 'positive'
    const ubt = hpUbt(method)
    const q = ubt ? HP_UBT_VALUES[ubt] : null
    const value = q ? num(v, q.value) : null
    const cutoff = q ? num(v, q.cutoff) : null
    const methodLabel = (hp.fields[0] as { choices: readonly { value: string; label: string }[] }).choices.find(c => c.value === method)?.label ?? ''
    const serology = method === 'serology'
    const findings: NonChipFinding[] = [{
      key: 'result', title: `幽门螺杆菌（${methodLabel}）`, value: positive ? '阳性' : '阴性',
      reference: q && value !== null && cutoff !== null ? `${q.name} ${value} ${q.unit}，试剂盒阳性界值 ${cutoff} ${q.unit}` : '阴性',
      flag: positive ? 'positive' : 'negative', flagLabel: positive ? '阳性' : '阴性',
      text: (positive ? (serology ? '血清抗体阳性：曾经或正在感染幽门螺杆菌。' : '检出幽门螺杆菌：目前存在感染。') : '未检出幽门螺杆菌。') + (ubt === 'ubt14c' ? HP_14C_PREGNANCY : ''),
      citations: ubt ? ['maastrichtVI', 'ubtChina2020'] : ['maastrichtVI']
    }]
    if (positive && serology) {
      return {
        overall: { tone: 'attention', label: '抗体阳性', text: '血清抗体阳性说明曾经或正在感染幽门螺杆菌。抗体在细菌清除后仍会存在很久，所以不能据此判断现在是否感染。' },
        findings,
        seeDoctor: '请到消化科就诊，通常先做尿素呼气试验或粪便抗原检测确认是否为现症感染（Maastricht VI 共识），确认后再由医生决定是否根除治疗。'
      }
    }
    if (positive) {
      return {
        overall: { tone: 'attention', label: '幽门螺杆菌阳性', text: '目前存在幽门螺杆菌感染。幽门螺杆菌感染会引起慢性胃炎，是消化性溃疡和胃癌的重要危险因素；感染不等于已经患病。Maastricht VI 共识建议：没有禁忌时，感染者应接受根除治疗。' },
        findings,
        seeDoctor: '请到消化科就诊，由医生决定根除方案（不要自行买药服用）。有上腹痛、黑便、吞咽困难、体重下降或胃癌家族史时，医生可能会建议做胃镜。根除治疗结束至少 4 周后需复查确认。'
      }
    }
    return {
      overall: { tone: 'normal', label: '幽门螺杆菌阴性', text: serology ? '血清抗体阴性，提示未感染过幽门螺杆菌。' : '本次未检出幽门螺杆菌。检测前 2 周内服用过质子泵抑制剂（如奥美拉唑），或 4 周内服用过抗生素、铋剂，可能出现假阴性。' },
      findings,
      seeDoctor: '有反复上腹痛、反酸、黑便、不明原因消瘦等症状时，不论本次结果如何都请到消化科就诊。'
    }
  }
}

// --- AMH -----------------------------------------------------------------------------------------

const AMH_FIELD: NumberField = { kind: 'number', key: 'amh', label: 'AMH（抗缪勒管激素）', unit: 'ng/mL', min: 0, max: 50, decimals: 2, required: true, hint: '以 pmol/L 报告的结果请除以 7.14 换算为 ng/mL' }

const amh: NonChipDefinition = {
  type: 'AMH',
  sku: 'AMH',
  name: 'AMH 卵巢储备评估',
  sample: '指尖血（居家采样）',
  method: '免疫学方法定量检测血清抗缪勒管激素',
  sex: 'female',
  reportPath: '/report/amh',
  statementPath: '/statement/amh',
  fields: [AMH_FIELD, ...labRangeFields(AMH_FIELD), { kind: 'text', key: 'assay', label: '检测平台/试剂', maxLength: 60, required: false, hint: '不同平台的 AMH 结果不能直接比较' }],
  canTell: ['卵巢中剩余窦卵泡的数量（卵巢储备）的大致水平', '在辅助生殖中，促排卵时可能获得的卵子数量的参考'],
  cannotTell: ['卵子的质量，以及能否自然怀孕：AMH 偏低的女性自然受孕机会并不一定降低（Steiner 2017）', '绝经的准确时间', '是否患有多囊卵巢综合征：需要结合月经和超声由医生诊断'],
  citations: ['bologna2011', 'steiner2017'],
  crossCheck: v => rangeOrder(v, AMH_FIELD),
  interpret(v) {
    const value = num(v, 'amh') ?? 0
    const range = labRange(v, AMH_FIELD)
    let flag: NonChipFinding['flag'] = 'normal'
    let text = 'AMH 在实验室参考范围内，卵巢储备与同龄参考人群相当。'
    if (value < 0.5) {
      flag = 'low'
      text = 'AMH 低于 0.5 ng/mL，低于 ESHRE 博洛尼亚标准中卵巢储备检测异常的界值范围（0.5–1.1 ng/mL），提示卵巢储备下降。'
    } else if (value < 1.1) {
      flag = 'low'
      text = 'AMH 处于 ESHRE 博洛尼亚标准中卵巢储备检测异常的界值范围（0.5–1.1 ng/mL）内，提示卵巢储备可能下降。'
    } else if (range.low !== null && value < range.low) {
      flag = 'low'
      text = 'AMH 低于实验室给出的参考范围。'
    } else if (range.high !== null && value > range.high) {
      flag = 'high'
      text = 'AMH 高于实验室给出的参考范围。AMH 偏高可见于多囊卵巢综合征等情况，需要结合月经情况和超声由医生判断。'
    } else if (range.text === null) {
      text = 'AMH 不低于 ESHRE 博洛尼亚标准的卵巢储备异常界值；实验室未给出适用于你的年龄段参考范围。'
    }
    const label = flag === 'low' ? '卵巢储备偏低' : flag === 'high' ? 'AMH 偏高' : '卵巢储备正常'
    return {
      overall: { tone: flag === 'normal' ? 'normal' : 'attention', label, text: `${text} AMH 只反映卵泡数量，不反映卵子质量，也不能预测自然怀孕的机会。` },
      findings: [{
        key: 'amh', title: 'AMH', value: show(AMH_FIELD, value), reference: [range.text, '卵巢储备检测异常界值 0.5–1.1 ng/mL（ESHRE 博洛尼亚标准）'].filter(Boolean).join('；'),
        flag, flagLabel: flag === 'low' ? '偏低' : flag === 'high' ? '偏高' : '正常', text, citations: ['bologna2011']
      }],
      seeDoctor: flag === 'normal'
        ? '有生育计划但规律同房一年（35 岁以上半年）未孕、月经明显紊乱时，请到妇科或生殖医学科就诊。'
        : '建议携带本报告到妇科或生殖医学科就诊，医生会结合年龄、月经、窦卵泡计数（超声）等综合评估；有生育计划的女性不宜久拖。'
    }
  }
}

// --- Vitamins A, D, E ----------------------------------------------------------------------------

const VIT_D: NumberField = { kind: 'number', key: 'vitaminD', label: '25-羟维生素 D', unit: 'ng/mL', min: 0, max: 200, decimals: 1, required: true, hint: '以 nmol/L 报告的结果请除以 2.496 换算为 ng/mL' }
const VIT_A: NumberField = { kind: 'number', key: 'vitaminA', label: '维生素 A（视黄醇）', unit: 'μmol/L', min: 0, max: 10, decimals: 2, required: true, hint: '以 mg/L 报告的结果请乘以 3.49 换算为 μmol/L' }
const VIT_E: NumberField = { kind: 'number', key: 'vitaminE', label: '维生素 E（α-生育酚）', unit: 'μmol/L', min: 0, max: 200, decimals: 1, required: true, hint: '以 mg/L 报告的结果请乘以 2.32 换算为 μmol/L' }

/** the analytes of /report/vade/detail/:id */
export const VADE_ANALYTES = { vitaminD: VIT_D, vitaminA: VIT_A, vitaminE: VIT_E } as const
export type VadeAnalyte = keyof typeof VADE_ANALYTES

function vitaminFinding(v: NonChipValues, f: NumberField, cut: { low: number; lowLabel: string; severe?: number; okLabel: string; text: (flag: string, value: number) => string; reference: string; citations: NonChipCitationId[] }): NonChipFinding {
  const value = num(v, f.key) ?? 0
  const range = labRange(v, f)
  let flag: NonChipFinding['flag'] = 'normal'
  let flagLabel = cut.okLabel
  if (cut.severe !== undefined && value < cut.severe) { flag = 'low'; flagLabel = '严重缺乏' }
  else if (value < cut.low) { flag = 'low'; flagLabel = cut.lowLabel }
  else if (range.high !== null && value > range.high) { flag = 'high'; flagLabel = '偏高' }
  return { key: f.key, title: f.label, value: show(f, value), reference: [cut.reference, range.text].filter(Boolean).join('；'), flag, flagLabel, text: cut.text(flagLabel, value), citations: cut.citations }
}

/**
 * 25-OH vitamin D: below 20 ng/mL is deficient (Endocrine Society 2011). Its 20–29 ng/mL
 * "insufficiency" is not flagged: the Society's 2024 guideline (Demay, JCEM 109:1907), which
 * replaces the 2011 one, no longer endorses the 30 ng/mL sufficiency threshold and sets none.
 */
export const VITAMIN_D_DEFICIENT_BELOW = 20

export function vadeFindings(v: NonChipValues): NonChipFinding[] {
  return [
    vitaminFinding(v, VIT_D, {
      low: VITAMIN_D_DEFICIENT_BELOW, lowLabel: '缺乏', okLabel: '未见缺乏',
      reference: '<20 ng/mL 缺乏（美国内分泌学会 2011）；美国内分泌学会 2024 指南不再认可以 30 ng/mL 作为充足界值，20–29 ng/mL 不标为异常',
      citations: ['endocrine2011VitD', 'demay2024VitD'],
      text: (l, value) => l === '缺乏' ? '维生素 D 缺乏。长期缺乏会影响钙的吸收和骨骼健康。'
        : l === '偏高' ? '维生素 D 高于实验室参考范围，如正在服用补充剂请告诉医生。'
        : value < 30 ? '维生素 D 未低于 20 ng/mL 的缺乏界值。20–29 ng/mL 曾被美国内分泌学会 2011 指南称为“不足”，其 2024 指南已不再采用这一界值，也没有给出新的界值，所以本报告不把它标为异常。'
        : '维生素 D 未见缺乏。'
    }),
    vitaminFinding(v, VIT_A, {
      low: 0.7, lowLabel: '缺乏', okLabel: '未见缺乏', severe: 0.35, reference: '<0.70 μmol/L 缺乏，<0.35 μmol/L 严重缺乏（WHO 2011）', citations: ['whoRetinol2011'],
      text: l => l === '严重缺乏' ? '血清视黄醇低于 WHO 的严重缺乏界值。' : l === '缺乏' ? '血清视黄醇低于 WHO 的维生素 A 缺乏界值。' : l === '偏高' ? '维生素 A 高于实验室参考范围，长期大量补充维生素 A 可能有害，请咨询医生。' : '维生素 A 未见缺乏。'
    }),
    vitaminFinding(v, VIT_E, {
      low: 12, lowLabel: '不足', okLabel: '未见不足', reference: '<12 μmol/L 为不足（美国医学研究所 2000 膳食参考摄入量）', citations: ['iom2000VitE'],
      text: l => l === '不足' ? '血浆 α-生育酚低于美国医学研究所采用的判定界值。' : l === '偏高' ? '维生素 E 高于实验室参考范围，如正在服用补充剂请告诉医生。' : '维生素 E 未见不足。'
    })
  ]
}

const vade: NonChipDefinition = {
  type: 'VADE',
  sku: 'VitaminADE',
  name: '维生素 A/D/E 营养检测',
  sample: '指尖血（居家采样）',
  method: '液相色谱-串联质谱法定量检测血清维生素 A、25-羟维生素 D 和维生素 E',
  reportPath: '/report/vade',
  statementPath: null,
  fields: [VIT_D, ...labRangeFields(VIT_D), VIT_A, ...labRangeFields(VIT_A), VIT_E, ...labRangeFields(VIT_E)],
  canTell: ['采血时血液中维生素 A、D、E 的水平', '是否低于公认的缺乏界值'],
  cannotTell: ['缺乏的原因（饮食、日照、吸收或疾病）', '是否需要补充、补多少：请咨询医生或营养师', '一次检测只反映近期状态，季节（尤其是维生素 D）影响较大'],
  citations: ['endocrine2011VitD', 'demay2024VitD', 'whoRetinol2011', 'iom2000VitE'],
  crossCheck: v => [...rangeOrder(v, VIT_D), ...rangeOrder(v, VIT_A), ...rangeOrder(v, VIT_E)],
  interpret(v) {
    const findings = vadeFindings(v)
    const off = findings.filter(f => f.flag !== 'normal')
    return {
      overall: off.length
        ? { tone: 'attention', label: `${off.length} 项需要关注`, text: off.map(f => `${f.title}${f.flagLabel}`).join('，') + '。' }
        : { tone: 'normal', label: '三项维生素均未见缺乏', text: '维生素 A、D、E 均未低于公认的缺乏或不足界值。' },
      findings,
      seeDoctor: off.length
        ? '请携带本报告咨询医生或注册营养师，由他们判断是否需要补充及剂量；不要自行大剂量服用脂溶性维生素（A、D、E 过量会在体内蓄积）。孕期、哺乳期或有肝肾疾病、肠道吸收问题的人尤其需要先咨询医生。'
        : '保持均衡饮食和适量户外活动即可；计划长期服用补充剂前请咨询医生。'
    }
  }
}

// --- CRC (type code S) ---------------------------------------------------------------------------

const crc: NonChipDefinition = {
  type: 'S',
  sku: 'CRC',
  name: '结直肠癌早筛',
  sample: '粪便样本（居家采样）',
  method: '粪便 DNA 甲基化检测，可联合粪便免疫化学检测（FIT）',
  reportPath: '/report/crc/detail',
  statementPath: null,
  fields: [
    { kind: 'choice', key: 'dnaResult', label: '粪便 DNA 甲基化检测结论', required: true, choices: POSITIVE_NEGATIVE },
    { kind: 'text', key: 'markers', label: '检测的甲基化标志物', required: true, maxLength: 60, hint: '按试剂盒说明书填写，如 SDC2' },
    { kind: 'choice', key: 'fitResult', label: '粪便免疫化学检测（FIT）结论', required: false, choices: [...POSITIVE_NEGATIVE, { value: 'notDone', label: '未检测' }] }
  ],
  canTell: ['粪便中是否检出与结直肠癌及进展期腺瘤相关的 DNA 甲基化改变（以及隐血）'],
  cannotTell: ['是否患有结直肠癌：阳性须做结肠镜确认，阴性也不能完全排除', '不能代替结肠镜检查，也不能发现所有息肉'],
  citations: ['uspstf2021Crc', 'chinaCrc2020'],
  crossCheck: () => [],
  interpret(v) {
    const dnaPositive = str(v, 'dnaResult') === 'positive'
    const fit = str(v, 'fitResult')
    const findings: NonChipFinding[] = [
      { key: 'dna', title: `粪便 DNA 甲基化（${str(v, 'markers') ?? ''}）`, value: dnaPositive ? '阳性' : '阴性', reference: '阴性', flag: dnaPositive ? 'positive' : 'negative', flagLabel: dnaPositive ? '阳性' : '阴性', text: dnaPositive ? '检出与结直肠肿瘤相关的甲基化信号。' : '未检出相关甲基化信号。', citations: ['uspstf2021Crc'] }
    ]
    if (fit === 'positive' || fit === 'negative') findings.push({ key: 'fit', title: '粪便免疫化学检测（FIT）', value: fit === 'positive' ? '阳性' : '阴性', reference: '阴性', flag: fit === 'positive' ? 'positive' : 'negative', flagLabel: fit === 'positive' ? '阳性' : '阴性', text: fit === 'positive' ? '粪便中检出人血红蛋白（隐血）。' : '未检出粪便隐血。', citations: ['uspstf2021Crc'] })
    const positive = dnaPositive || fit === 'positive'
    return positive
      ? {
          overall: { tone: 'attention', label: '筛查阳性', text: '筛查结果阳性，说明肠道内可能存在需要进一步检查的病变，但不等于患有结直肠癌：很多阳性者结肠镜下只发现息肉或没有异常。' },
          findings,
          seeDoctor: '请尽快到消化科或胃肠外科预约结肠镜检查。USPSTF 2021 和我国 2020 年筛查指南都指出，粪便检测阳性者必须做结肠镜，筛查才算完成。'
        }
      : {
          overall: { tone: 'normal', label: '筛查阴性', text: '本次未检出异常信号。筛查阴性不能完全排除结直肠癌或息肉。' },
          findings,
          seeDoctor: '45–75 岁人群应定期做结直肠癌筛查（USPSTF 2021）；USPSTF 对多靶点粪便 DNA 检测建议每 1–3 年一次，本检测的复查间隔请咨询医生。出现便血、排便习惯改变、不明原因贫血或消瘦时，不论本次结果如何都应尽快就医。'
        }
  }
}

// --- sequencing panels (NGS tumour, CVD) ---------------------------------------------------------

const CLASSIFICATION_LABEL = { P: '致病', LP: '可能致病', VUS: '意义未明' } as const
export const ZYGOSITY_LABEL = { het: '杂合', hom: '纯合', hemi: '半合子' } as const
export { CLASSIFICATION_LABEL }

function panelDefinition(type: 'NGS' | 'CVD'): NonChipDefinition {
  const panel = type === 'NGS' ? TUMOR_PANEL : CVD_PANEL
  const genes = panel.map(g => g.gene)
  const fields: NonChipField[] = [
    { kind: 'multi', key: 'genesTested', label: '本次检测覆盖的基因', required: true, minItems: 1, choices: genes.map(g => ({ value: g, label: g })), hint: '勾选测序质量合格、纳入分析的基因' },
    { kind: 'variants', key: 'variants', label: '报告的变异（ACMG/AMP 分级）', required: true, genes, maxItems: 20, hint: '只录入致病、可能致病和意义未明的变异；良性和可能良性变异不报告。未发现时留空' }
  ]
  const title = type === 'NGS' ? '遗传性肿瘤深度基因检测' : '心血管疾病深度基因检测'
  return {
    type,
    sku: type,
    name: title,
    sample: '唾液或血液样本',
    method: '二代测序（NGS）靶向捕获基因包，按 ACMG/AMP 标准对变异分级',
    reportPath: '/report/ngs/overview',
    statementPath: '/statement/ngs',
    fields,
    canTell: [`所检 ${genes.length} 个基因中是否携带致病或可能致病的胚系变异`, '携带者需要关注的疾病，以及家人是否需要检测'],
    cannotTell: ['是否已经患病，或一定会患病：携带致病变异也可能终身不发病', '未检测基因、大片段缺失重复或深部内含子变异（除非报告另有说明）', '未发现致病变异不代表没有风险：大多数肿瘤和心血管疾病并非由单个基因变异引起'],
    citations: ['acmg2015', type === 'NGS' ? 'nccnBop' : 'acmgSf32', ...(type === 'NGS' ? (['nccnCrc'] as const) : [])],
    crossCheck(v) {
      const tested = list(v, 'genesTested')
      const problems: NonChipCrossProblem[] = []
      variants(v, 'variants').forEach((x, i) => {
        if (!tested.includes(x.gene)) problems.push({ field: `variants.${i}.gene`, message: `第 ${i + 1} 个变异所在的 ${x.gene} 不在本次检测覆盖的基因中` })
      })
      return problems
    },
    interpret(v) {
      const vs = variants(v, 'variants')
      const tested = list(v, 'genesTested')
      const findings: NonChipFinding[] = vs.map(x => {
        const gene = panel.find(g => g.gene === x.gene)
        const links = (gene?.links ?? []).map(l => linkTitle(type, l)).join('、')
        const role = panelVariantRole(type, vs, x)
        const cls = CLASSIFICATION_LABEL[x.classification]
        const twoHet = role === 'risk' && gene?.recessive && x.zygosity !== 'hom'
        const text = role === 'uncertain'
          ? `${x.gene} 的意义未明变异：目前证据不足以判断是否致病，不应据此做医疗决定，今后可能重新分级。`
          : role === 'carrier'
            ? `${x.gene} 的${cls}变异，只在一个拷贝上（${ZYGOSITY_LABEL[x.zygosity]}）。${x.gene} 相关疾病为隐性遗传，两个拷贝都有致病变异才会引起${links}风险明显升高；只有一个拷贝的人是携带者，本报告不把它作为${links}高风险解读。`
            : gene?.recessive
              ? `${x.gene} 的${cls}变异。${x.gene} 相关疾病为隐性遗传，${twoHet ? '检出两个不同的致病/可能致病变异，若它们分别位于两个拷贝上（可通过父母检测确认），' : '两个拷贝都有致病变异，'}与${links}风险升高相关。`
              : `${x.gene} 的${cls}变异，与${links}相关。`
        return {
          key: `${x.gene}:${x.hgvsC}`, title: `${x.gene} ${x.hgvsC}${x.hgvsP ? ` (${x.hgvsP})` : ''}`, value: `${ZYGOSITY_LABEL[x.zygosity]} · ${cls}`,
          reference: 'ACMG/AMP 五级分类', flag: role === 'risk' ? 'positive' : role === 'carrier' ? 'attention' : 'info', flagLabel: role === 'carrier' ? `${cls}（携带者）` : cls,
          text,
          citations: ['acmg2015', gene?.citation ?? 'acmg2015']
        }
      })
      const actionable = vs.filter(x => panelVariantRole(type, vs, x) === 'risk')
      const carriers = vs.filter(x => panelVariantRole(type, vs, x) === 'carrier')
      const carrierNote = carriers.length ? `另在隐性遗传基因 ${[...new Set(carriers.map(x => x.gene))].join('、')} 中只检出一个拷贝的致病/可能致病变异（携带者），不作为患病风险升高解读。` : ''
      if (actionable.length) {
        const genesHit = [...new Set(actionable.map(x => x.gene))].join('、')
        return {
          overall: { tone: 'attention', label: `检出 ${actionable.length} 个致病/可能致病变异`, text: `在 ${genesHit} 中检出致病或可能致病变异。这意味着相关疾病的风险高于一般人群，但不等于已经患病或一定会患病。${carrierNote}` },
          findings,
          seeDoctor: '请尽快预约遗传咨询，并携带本报告到相应专科就诊（肿瘤科/乳腺外科/消化科或心内科），由医生按指南制定筛查或预防方案。你的父母、兄弟姐妹和子女各有一半的机会携带同一变异，建议他们在遗传咨询后做针对性检测。'
        }
      }
      if (carriers.length) {
        const genesHit = [...new Set(carriers.map(x => x.gene))].join('、')
        return {
          overall: { tone: 'attention', label: `${genesHit} 致病变异携带者`, text: `在隐性遗传基因 ${genesHit} 中只检出一个拷贝的致病或可能致病变异：你是携带者。隐性遗传病需要两个拷贝都有致病变异才会发病，所以这一结果不表示你的患病风险像显性基因致病变异那样明显升高。` },
          findings,
          seeDoctor: '建议做遗传咨询，由医生结合你的家族史判断是否需要调整筛查安排。你的兄弟姐妹和子女可能也是携带者；计划生育时，配偶可在遗传咨询后考虑检测同一基因。'
        }
      }
      return {
        overall: { tone: 'normal', label: '未检出致病/可能致病变异', text: `在本次检测的 ${tested.length} 个基因中未发现致病或可能致病变异${vs.length ? `；检出 ${vs.length} 个意义未明变异，目前不作为医疗决策依据` : ''}。这降低了但不排除遗传性${type === 'NGS' ? '肿瘤' : '心血管疾病'}的可能。` },
        findings,
        seeDoctor: type === 'NGS'
          ? '请继续参加与年龄相符的常规癌症筛查。若家族中有多人患癌、有人年轻时患癌，或有卵巢癌、男性乳腺癌、胰腺癌家族史，仍建议做遗传咨询。'
          : '请继续定期体检（血压、血脂、心电图）。若有不明原因晕厥、心悸、胸痛，或家族中有人年轻时猝死、患心肌病，请到心内科就诊并做遗传咨询。'
      }
    }
  }
}

export const NONCHIP_DEFINITIONS: Readonly<Record<NonChipType, NonChipDefinition>> = {
  HPV: hpv,
  HP: hp,
  AMH: amh,
  VADE: vade,
  S: crc,
  NGS: panelDefinition('NGS'),
  CVD: panelDefinition('CVD')
}


export function nonChipDefinition(type: string): NonChipDefinition | null {
  return isNonChipType(type) ? NONCHIP_DEFINITIONS[type] : null
}

/** the definition's citations with their texts */
export function citationsOf(def: NonChipDefinition) {
  return def.citations.map(id => NONCHIP_CITATIONS[id])
}

export function interpretNonChip(type: NonChipType, values: NonChipValues): NonChipInterpretation {
  return NONCHIP_DEFINITIONS[type].interpret(values)
}
