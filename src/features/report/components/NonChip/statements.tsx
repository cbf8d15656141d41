/**
 * The statement pages of spec 2.13 (/statement/amh, /statement/hp, /statement/hpv,
 * /statement/ngs): what each test is for, what it can and cannot tell (from its definition),
 * its limits, that it is not a diagnosis, how results are read and how the sample and the data
 * are handled; and the HPV topic (/topics/hpv). The wording is ours; the facts come from the
 * definitions' cited sources, listed at the end of each page.
 */
import { Text, View } from '@tarojs/components'
import { NONCHIP_DEFINITIONS, type NonChipType } from '@xungen/contracts'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { Section } from '../ReportBits'
import { Sources } from './ResultSections'

const PURPOSE: Record<'AMH' | 'HP' | 'HPV' | 'NGS', string[]> = {
  AMH: [
    '本检测定量测定血清抗缪勒管激素（AMH），用于了解卵巢储备（卵巢中剩余卵泡的多少）的大致水平，供你和医生在规划生育、评估月经异常时参考。',
    'AMH 的结果依赖检测平台，本报告按出具结果的实验室给出的参考范围和 ESHRE 博洛尼亚标准的卵巢储备异常界值（0.5–1.1 ng/mL）解读。'
  ],
  HP: [
    '本检测用于判断采样时胃内是否存在幽门螺杆菌感染。幽门螺杆菌感染是慢性胃炎、消化性溃疡的主要原因，也是胃癌的重要危险因素。',
    '检测前 2 周内请勿服用质子泵抑制剂（如奥美拉唑），4 周内请勿服用抗生素和铋剂，否则可能出现假阴性；如已服用，请在报告出具前告诉我们。'
  ],
  HPV: [
    '本检测用实时荧光 PCR 检测宫颈/阴道脱落细胞中 20 种人乳头瘤病毒（HPV）型别的 DNA，并区分高危型（IARC 1 类、2A 类）、可能致癌型（2B 类）和低危型。',
    '持续的高危型 HPV 感染是宫颈癌的主要原因。HPV 检测是 WHO 推荐的宫颈癌初筛方法，但阳性结果需要由医生安排进一步检查。'
  ],
  NGS: [
    '深度基因检测（遗传性肿瘤基因包、心血管疾病基因包）用二代测序检测所列基因的胚系变异，并按美国医学遗传学与基因组学学会（ACMG/AMP）标准分为致病、可能致病、意义未明、可能良性和良性五级；报告只列出前三级。',
    '本检测面向想了解遗传易感性的成年人，结果可能影响你和血缘亲属，建议在检测前后接受遗传咨询。'
  ]
}

const LIMITS: Record<'AMH' | 'HP' | 'HPV' | 'NGS', string[]> = {
  AMH: ['AMH 不反映卵子质量，不能预测能否自然怀孕，也不能准确预测绝经年龄。', '口服避孕药、妊娠、部分卵巢手术后 AMH 可能暂时或持续降低；指尖血居家采样与静脉采血结果可能有差异。'],
  HP: ['任何检测都有一定的假阳性和假阴性率。', '血清抗体检测阳性不能区分现症感染和既往感染，也不能用于判断根除治疗是否成功。'],
  HPV: ['只检测所列 20 种型别，未包括的型别感染不会被发现。', '自采样的样本量和部位与医生采样可能不同，样本不合格时需要重新采样。', 'HPV 阴性不代表以后不会感染，也不能代替宫颈细胞学等其他检查。'],
  NGS: ['未发现致病变异不代表没有患病风险：检测范围外的基因、大片段缺失重复、深部内含子变异和嵌合体可能检测不到。', '意义未明变异目前不能用于医疗决策，今后可能随证据更新重新分级。', '致病变异的外显率（携带者最终患病的比例）因基因和家族而异，报告不给出个人患病概率。']
}

const TYPE_OF: Record<'AMH' | 'HP' | 'HPV' | 'NGS', NonChipType> = { AMH: 'AMH', HP: 'HP', HPV: 'HPV', NGS: 'NGS' }

export function StatementPage({ kind }: { kind: 'AMH' | 'HP' | 'HPV' | 'NGS' }) {
  const def = NONCHIP_DEFINITIONS[TYPE_OF[kind]]
  const cvd = NONCHIP_DEFINITIONS.CVD
  return (
    <View className='xg-report-page xg-nonchip'>
      <Text className='xg-item__title'>{`${kind === 'NGS' ? '深度基因检测' : def.name}声明`}</Text>
      <Section title='检测目的'>
        {PURPOSE[kind].map(t => <Text key={t} className='xg-report-p'>{t}</Text>)}
        <Text className='xg-report-small'>{`样本：${def.sample}；方法：${def.method}。`}</Text>
      </Section>
      <Section title='能告诉你什么'>
        {def.canTell.map(t => <Text key={t} className='xg-report-p'>· {t}</Text>)}
      </Section>
      <Section title='不能告诉你什么'>
        {def.cannotTell.map(t => <Text key={t} className='xg-report-p'>· {t}</Text>)}
      </Section>
      <Section title='检测的局限'>
        {LIMITS[kind].map(t => <Text key={t} className='xg-report-p'>· {t}</Text>)}
      </Section>
      <Section title='不是诊断'>
        <Text className='xg-report-p'>本检测结果不是诊断，不能代替医生的问诊、体格检查和其他检查。请勿仅根据本报告自行用药、停药或决定治疗；如有不适或结果异常，请及时就医，并把报告带给医生参考。</Text>
      </Section>
      <Section title='结果如何解读'>
        <Text className='xg-report-p'>报告中的参考范围和判定界值均注明来源：采用公开发表的指南或共识时列出其出处；没有适用于所有检测平台的公认范围时，采用出具结果的实验室给出的参考范围并注明。</Text>
      </Section>
      <Section title='样本与数据'>
        <Text className='xg-report-p'>样本只用于本次检测。检测结果只有你本人（以及你主动分享的人）可以查看；注销账号时，检测结果与相关记录一并删除。</Text>
      </Section>
      <Sources ids={kind === 'NGS' ? [...def.citations, ...cvd.citations] : def.citations} />
    </View>
  )
}

/** /topics/hpv: what HPV is, which types are high-risk, how screening and vaccination work */
export function HpvTopicPage() {
  const def = NONCHIP_DEFINITIONS.HPV
  const field = def.fields[0] as { choices: readonly { value: string; label: string; note?: string }[] }
  const groups = new Map<string, string[]>()
  for (const c of field.choices) groups.set(c.note ?? '', [...(groups.get(c.note ?? '') ?? []), c.label])
  return (
    <View className='xg-report-page xg-nonchip'>
      <Text className='xg-item__title'>HPV 与宫颈癌筛查</Text>
      <Section title='什么是 HPV'>
        <Text className='xg-report-p'>人乳头瘤病毒（HPV）是一类很常见的病毒，主要通过性接触传播，大多数有性生活的人一生中都会感染。多数感染没有症状，会被免疫系统自行清除；少数高危型别的持续感染可能逐步发展为宫颈癌前病变和宫颈癌。</Text>
      </Section>
      <Section title='哪些型别是高危型'>
        <Text className='xg-report-small'>按国际癌症研究机构（IARC）专著第 100B 卷的分类：</Text>
        {[...groups.entries()].map(([group, types]) => (
          <Text key={group} className='xg-report-p'>{`${group}：${types.join('、')}`}</Text>
        ))}
      </Section>
      <Section title='筛查怎么做'>
        <Text className='xg-report-p'>WHO 2021 年指南建议以 HPV 检测作为宫颈癌初筛方法：一般女性从 30 岁开始，每 5–10 年一次；HIV 感染者从 25 岁开始，每 3–5 年一次。HPV 阳性者由医生根据型别安排细胞学（TCT）或阴道镜检查。</Text>
      </Section>
      <Section title='检测结果怎么读'>
        <Text className='xg-report-p'>HPV16 或 HPV18 阳性：按指南通常建议阴道镜检查。其他高危型阳性：通常先做细胞学检查。阴性：按常规间隔继续筛查。任何时候出现性交后出血、异常分泌物等症状都应就医。</Text>
        <Link className='xg-nonchip__link' to={href('/report/hpv/detail')}>查看我的 HPV 检测结果</Link>
        <Link className='xg-nonchip__link' to={href('/statement/hpv')}>HPV 检测声明</Link>
      </Section>
      <Sources ids={['iarc100b', 'who2021Cervical', 'asccp2019']} />
    </View>
  )
}
