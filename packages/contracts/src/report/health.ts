/**
 * Health report details (issue 15): the calls of the item detail, intro and intros (server
 * domains/reports/health.ts) and the reading guidance every health detail page and the
 * electronic report print per area: what a result does not mean and when to see a doctor.
 * The guidance is general advice written by us; it states no association of its own.
 */
import type { HealthArea } from './index'

/** The PDF of the electronic report (GET, not signed, not an API call): the one-time link of the electronicReport endpoint points here. */
export const REPORT_FILE_PATH = '/report-files/:ticket'

export interface HealthGuidance {
  /** what the result does not mean */
  notMeaning: string
  /** when to see a doctor */
  seeDoctor: string
}

export const HEALTH_GUIDANCE: Record<HealthArea, HealthGuidance> = {
  disease: {
    notMeaning: '遗传风险描述的是与东亚人群平均水平相比的倾向，不是诊断，也不能预测你是否会患病：风险偏高的人多数一生都不会患这种疾病，风险偏低也不代表不会患病。年龄、生活方式、环境和芯片未检测的基因同样重要。',
    seeDoctor: '出现相关症状、有明确家族史，或体检指标（如血压、血糖、血尿酸）异常时，请及时就医，并把本报告作为参考带给医生。不要根据本报告自行用药或停药。'
  },
  traits: {
    notMeaning: '遗传特征只说明基因带来的倾向，外貌、习惯和能力还受环境与成长经历的影响；结果不涉及疾病，也不用于评价一个人。',
    seeDoctor: '遗传特征本身不需要就医；若相关表现影响了生活（如饮酒后明显不适、睡眠长期异常），请咨询医生。'
  },
  drug: {
    notMeaning: '药物反应结果只涉及芯片检测到的位点，不能代替医生的用药判断；“标准”结果也不排除其他原因引起的不良反应，芯片未检测的基因型（如部分 HLA 分型）需要专门检测。',
    seeDoctor: '就诊或开药时请告诉医生或药师本报告的结果，由他们决定是否调整药物或剂量；切勿自行停药、换药或改变剂量。'
  },
  nutrition: {
    notMeaning: '营养需求结果说明的是基因对代谢的影响倾向，不代表你现在缺乏或过量某种营养素；实际营养状况要以饮食情况和血液检查为准。',
    seeDoctor: '怀疑营养缺乏、计划长期服用补充剂，或处于孕期、慢性病治疗期间时，请先咨询医生或注册营养师。'
  },
  fitness: {
    notMeaning: '运动相关基因只解释很小一部分个体差异，不决定你适合或不适合哪项运动，训练、营养和休息的作用远大于基因。',
    seeDoctor: '开始高强度训练前如有心血管疾病、关节损伤或慢性病史，请先咨询医生；运动中出现胸痛、晕厥等情况应立即停止并就医。'
  },
  skin: {
    notMeaning: '皮肤特征结果只说明基因倾向，日晒、护肤、作息和年龄对皮肤状态的影响更大；结果不能用于判断皮肤病。',
    seeDoctor: '皮肤出现新发或变化的色素痣、长期不愈的皮损、严重过敏或痤疮时，请到皮肤科就诊。'
  },
  carrier: {
    notMeaning: '携带者通常自己不会发病；未检出不等于没有携带其他致病变异，芯片只检测了少数已知位点。芯片对极罕见变异的判读存在较高的假阳性率，检出结果也必须经临床级检测确认。',
    seeDoctor: '检出致病变异、计划怀孕或已怀孕时，请携带报告咨询医生或遗传咨询师，必要时夫妻双方做临床级携带者筛查。'
  }
}

/** spec 2.15: the toast of a locked report item */
export const REPORT_LOCK_TOAST = '请升级并在App中解锁查看'
