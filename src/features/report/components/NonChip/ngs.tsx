/**
 * The sequencing reports (spec 2.9 /report/ngs/*, which serve NGS and CVD) and the tumour pages
 * (/report/tumor/detail/:id?, /report/tumor/lock-detail/:id?). The overview lists the panel's
 * items with their spec 3.6 statuses (the tumour items are normal for the tumour panel and need an
 * upgrade otherwise; a locked item opens its lock-detail), the detail lists every reported variant,
 * the gene page what one gene is linked to and the person's variants in it, the examination
 * suggestions what to do next. The links are the panels' (contracts report/nonchip/panels).
 */
import { Text, View } from '@tarojs/components'
import { CLASSIFICATION_LABEL, panelVariantRole, NONCHIP_DEFINITIONS, REPORT_ITEM_STATUS, TUMOR_ITEMS, TUMOR_PANEL, ZYGOSITY_LABEL, linkTitle, type NonChipVariant, type TumorItem } from '@xungen/contracts'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useNonChipResult } from '../../hooks/useNonChip'
import { cvdConditionsOf, examSuggestions, genesTestedOf, panelGene, tumorItemsOf, variantsOf, type NonChipResult } from '../../model/nonchip'
import { Failed, Loading, Section } from '../ReportBits'
import { NonChipHeader, NotInReport, Overall, ResultBody, Sources } from './ResultSections'

const q = (r: NonChipResult) => ({ ...(r.barcode === 'SAMPLE' ? {} : { barcode: r.barcode }), ...(r.productType === 'CVD' && r.barcode === 'SAMPLE' ? { type: 'CVD' } : {}) })

/** NGS or CVD: the URL's ?type=CVD asks for the cardiovascular panel (the demo's type too) */
function useNgs() {
  const params = useRouteParams<{ type?: string }>()
  return useNonChipResult(params.type === 'CVD' ? ['CVD', 'NGS'] : ['NGS', 'CVD'])
}

function VariantRow({ v, type, all }: { v: NonChipVariant; type: 'NGS' | 'CVD'; all: readonly NonChipVariant[] }) {
  const gene = panelGene(type, v.gene)
  const role = panelVariantRole(type, all, v)
  return (
    <View className='xg-nonchip__finding'>
      <View className='xg-nonchip__finding-head'>
        <Text className='xg-nonchip__finding-title'>{v.gene}</Text>
        <Text className='xg-nonchip__value'>{`${v.hgvsC}${v.hgvsP ? ` ${v.hgvsP}` : ''}`}</Text>
        <Text className={`xg-nonchip__flag xg-nonchip__flag--${role === 'uncertain' ? 'info' : role === 'carrier' ? 'attention' : 'positive'}`}>{role === 'carrier' ? `${CLASSIFICATION_LABEL[v.classification]}（携带者）` : CLASSIFICATION_LABEL[v.classification]}</Text>
      </View>
      <Text className='xg-report-small'>{`${ZYGOSITY_LABEL[v.zygosity]} · ACMG/AMP 分级 · 相关：${(gene?.links ?? []).map(l => linkTitle(type, l)).join('、')}${role === 'carrier' ? ' · 隐性遗传，只有一个拷贝：携带者，不按风险升高解读' : ''}`}</Text>
    </View>
  )
}

function NgsLinks({ r }: { r: NonChipResult }) {
  return (
    <View className='xg-nonchip__links'>
      <Link className='xg-nonchip__link' to={href('/report/ngs/detail', {}, q(r))}>全部变异与检测基因</Link>
      <Link className='xg-nonchip__link' to={href('/report/ngs/overview/exam-suggests', {}, q(r))}>体检建议</Link>
      {r.productType === 'NGS' && <Link className='xg-nonchip__link' to={href('/report/ngs/risk-test/first-step')}>家族史评估</Link>}
    </View>
  )
}

/** /report/ngs/overview */
export function NgsOverviewPage() {
  const state = useNgs()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const r = state.data
  const type = r.productType === 'CVD' ? 'CVD' : 'NGS'
  const vs = variantsOf(r)
  return (
    <View className='xg-report-page xg-nonchip'>
      <NonChipHeader result={r} />
      <Text className='xg-report-small'>{`检测 ${genesTestedOf(r).length} 个基因 · 致病/可能致病 ${vs.filter(v => v.classification !== 'VUS').length} 个 · 意义未明 ${vs.filter(v => v.classification === 'VUS').length} 个`}</Text>
      <NgsLinks r={r} />
      <ResultBody result={r} findings={false}>
        {type === 'NGS' ? (
          <Section title='肿瘤项目'>
            {tumorItemsOf(r).map(item => (
              <Link key={item.id} className='xg-nonchip__row' to={href(item.status === REPORT_ITEM_STATUS.NORMAL ? '/report/tumor/detail/:id?' : '/report/tumor/lock-detail/:id?', { id: item.id }, q(r))}>
                <View className='xg-nonchip__row-main'>
                  <Text className='xg-nonchip__row-title'>{item.title}</Text>
                  <Text className='xg-report-small'>{`检测基因：${item.genes.join('、')}`}</Text>
                </View>
                <Text className={`xg-nonchip__flag xg-nonchip__flag--${item.findings.length ? 'positive' : item.carriers.length ? 'attention' : 'normal'}`}>{item.findings.length ? '检出致病变异' : item.carriers.length ? '致病变异携带者' : '未检出'}</Text>
              </Link>
            ))}
          </Section>
        ) : (
          <Section title='心血管疾病项目'>
            {cvdConditionsOf(r).map(c => (
              <View key={c.id} className='xg-nonchip__row'>
                <View className='xg-nonchip__row-main'>
                  <Text className='xg-nonchip__row-title'>{c.title}</Text>
                  <Text className='xg-report-small'>{`检测基因：${c.genes.join('、')}`}</Text>
                </View>
                <Text className={`xg-nonchip__flag xg-nonchip__flag--${c.findings.length ? 'positive' : 'normal'}`}>{c.findings.length ? '检出致病变异' : '未检出'}</Text>
              </View>
            ))}
          </Section>
        )}
        {type === 'CVD' && (
          <Section title='肿瘤项目（未解锁）'>
            {tumorItemsOf(r).map(item => (
              <Link key={item.id} className='xg-nonchip__row' to={href('/report/tumor/lock-detail/:id?', { id: item.id })}>
                <View className='xg-nonchip__row-main'>
                  <Text className='xg-nonchip__row-title'>{item.title}</Text>
                  <Text className='xg-report-small'>不在本检测内，购买遗传性肿瘤深度基因检测后查看</Text>
                </View>
                <Text className='xg-nonchip__flag xg-nonchip__flag--info'>升级解锁</Text>
              </Link>
            ))}
          </Section>
        )}
      </ResultBody>
    </View>
  )
}

/** /report/ngs/detail: every reported variant and every gene tested */
export function NgsDetailPage() {
  const state = useNgs()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const r = state.data
  const type = r.productType === 'CVD' ? 'CVD' : 'NGS'
  const vs = variantsOf(r)
  return (
    <View className='xg-report-page xg-nonchip'>
      <NonChipHeader result={r} title={`${r.productName} · 变异明细`} />
      <Overall result={r} />
      <Section title='报告的变异'>
        {vs.length === 0 ? <Text className='xg-report-p'>在检测的基因中未发现致病、可能致病或意义未明的变异（良性和可能良性变异按惯例不报告）。</Text> : vs.map(v => <VariantRow key={`${v.gene}:${v.hgvsC}`} v={v} type={type} all={vs} />)}
        <Text className='xg-report-small'>分级按 ACMG/AMP 2015 标准：意义未明变异目前证据不足，不作为医疗决策依据，今后可能重新分级。</Text>
      </Section>
      <Section title={`检测的基因（${genesTestedOf(r).length} 个）`}>
        <View className='xg-nonchip__genes'>
          {genesTestedOf(r).map(g => <Link key={g} className='xg-nonchip__gene' to={href('/report/ngs/gene', {}, { ...q(r), gene: g })}>{g}</Link>)}
        </View>
      </Section>
      <Sources ids={NONCHIP_DEFINITIONS[type].citations} />
    </View>
  )
}

/** /report/ngs/gene?gene=BRCA1 */
export function NgsGenePage() {
  const { gene = '' } = useRouteParams<{ gene?: string }>()
  const state = useNgs()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const r = state.data
  const type = r.productType === 'CVD' ? 'CVD' : 'NGS'
  const g = panelGene(type, gene)
  if (!g) return <NotInReport message={`本检测不包含基因 ${gene || '（未指定）'}`} />
  const mine = variantsOf(r).filter(v => v.gene === g.gene)
  const tested = genesTestedOf(r).includes(g.gene)
  return (
    <View className='xg-report-page xg-nonchip'>
      <NonChipHeader result={r} title={`${g.gene} 基因`} />
      <View className={`xg-item__result${mine.some(v => panelVariantRole(type, variantsOf(r), v) === 'risk') ? ' xg-item__result--attention' : ''}`}>
        <Text className='xg-item__label'>{!tested ? '本次未纳入分析' : mine.length ? `报告 ${mine.length} 个变异` : '未发现需要报告的变异'}</Text>
        <Text className='xg-report-p'>{g.about}。</Text>
      </View>
      {mine.length > 0 && <Section title='你的变异'>{mine.map(v => <VariantRow key={v.hgvsC} v={v} type={type} all={variantsOf(r)} />)}</Section>}
      <Section title='相关疾病'>
        {g.links.map(l => type === 'NGS'
          ? <Link key={l} className='xg-nonchip__row' to={href('/report/tumor/detail/:id?', { id: l }, q(r))}><Text className='xg-nonchip__row-title'>{linkTitle(type, l)}</Text></Link>
          : <Text key={l} className='xg-report-p'>{linkTitle(type, l)}</Text>)}
      </Section>
      <Sources ids={[g.citation, 'acmg2015']} />
    </View>
  )
}

/** /report/ngs/overview/exam-suggests */
export function ExamSuggestsPage() {
  const state = useNgs()
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const r = state.data
  const list = examSuggestions(r)
  return (
    <View className='xg-report-page xg-nonchip'>
      <NonChipHeader result={r} title='体检建议' />
      {list.map(s => (
        <Section key={s.title} title={s.title}>
          <Text className='xg-report-p'>{s.text}</Text>
        </Section>
      ))}
      <Section title='遗传咨询'>
        <Text className='xg-report-p'>遗传咨询师会结合你的检测结果和完整家族史，解释结果对你和家人意味着什么，并和医生一起制定筛查计划。</Text>
        <Button to={href('/consultant/health')}>预约健康顾问</Button>
      </Section>
      <Sources ids={list.map(s => s.citation)} />
    </View>
  )
}

/** /report/tumor/detail/:id?: one cancer of the tumour panel with the person's variants in its genes */
export function TumorDetailPage({ id }: { id?: string }) {
  const state = useNonChipResult(['NGS'])
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const r = state.data
  const item = tumorItemsOf(r).find(i => i.id === id) ?? null
  if (!item) return <NotInReport message={'没有这个肿瘤项目'} />
  return (
    <View className='xg-report-page xg-nonchip'>
      <NonChipHeader result={r} title={`${item.title} · 遗传风险`} />
      <View className={`xg-item__result${item.findings.length ? ' xg-item__result--attention' : ''}`}>
        <Text className='xg-item__label'>{item.findings.length ? `检出 ${item.findings.length} 个致病/可能致病变异` : item.carriers.length ? '隐性遗传基因致病变异携带者' : '未检出致病/可能致病变异'}</Text>
        <Text className='xg-report-p'>{item.findings.length
          ? `在与${item.title}相关的基因中检出致病或可能致病变异，患${item.title}的风险高于一般人群，但不等于一定会患病。`
          : item.carriers.length
          ? `在隐性遗传基因 ${[...new Set(item.carriers.map(v => v.gene))].join('、')} 中只检出一个拷贝的致病/可能致病变异：你是携带者。两个拷贝都有致病变异才会使${item.title}风险明显升高，所以这一结果不按风险升高解读；仍请按年龄参加常规筛查，并可做遗传咨询。`
          : `在与${item.title}相关的 ${item.genes.length} 个基因中未发现致病或可能致病变异。这降低了但不排除遗传性${item.title}的可能；大多数${item.title}并非由单个基因变异引起，仍需按年龄参加常规筛查。`}</Text>
      </View>
      {(item.findings.length > 0 || item.carriers.length > 0 || item.uncertain.length > 0) && (
        <Section title='相关变异'>{[...item.findings, ...item.carriers, ...item.uncertain].map(v => <VariantRow key={`${v.gene}:${v.hgvsC}`} v={v} type="NGS" all={variantsOf(r)} />)}</Section>
      )}
      <Section title='检测的相关基因'>
        <View className='xg-nonchip__genes'>
          {item.genes.map(g => <Link key={g} className='xg-nonchip__gene' to={href('/report/ngs/gene', {}, { ...q(r), gene: g })}>{g}</Link>)}
        </View>
      </Section>
      <Section title='什么时候需要看医生'>
        <Text className='xg-report-p'>{item.findings.length ? r.interpretation.seeDoctor : '出现相关症状（如乳房肿块、便血、绝经后出血等），或家族中有多人患同类癌症时，请及时就医并考虑遗传咨询。'}</Text>
        <Link className='xg-nonchip__link' to={href('/report/ngs/overview/exam-suggests', {}, q(r))}>查看体检建议</Link>
      </Section>
      <Sources ids={[...new Set(TUMOR_PANEL.filter(g => item.genes.includes(g.gene)).map(g => g.citation)), 'acmg2015']} />
    </View>
  )
}

/** /report/tumor/lock-detail/:id?: what a tumour item looks at, without anyone's result, and how to unlock it */
export function TumorLockDetailPage({ id }: { id?: string }) {
  const key = (id && id in TUMOR_ITEMS ? id : null) as TumorItem | null
  if (!key) return <NotInReport message={'没有这个肿瘤项目'} />
  const item = tumorItemsOf(null).find(i => i.id === key)!
  return (
    <View className='xg-report-page xg-nonchip'>
      <Text className='xg-item__title'>{`${item.title} · 遗传风险`}</Text>
      <Text className='xg-report-p'>{item.summary}</Text>
      <View className='xg-item__result xg-item__result--muted'>
        <Text className='xg-item__label'>未解锁</Text>
        <Text className='xg-report-p'>你的检测不包含遗传性肿瘤基因测序。购买遗传性肿瘤深度基因检测后，即可看到这些基因的检测结果。</Text>
        <Button to={href('/shop/ngs', {}, { commodityTag: 'ngs-tumor' })}>了解遗传性肿瘤深度基因检测</Button>
      </View>
      <Section title='检测内容'>
        {TUMOR_PANEL.filter(g => item.genes.includes(g.gene)).map(g => (
          <View key={g.gene} className='xg-nonchip__finding'>
            <Text className='xg-nonchip__finding-title'>{g.gene}</Text>
            <Text className='xg-report-small'>{g.about}</Text>
          </View>
        ))}
      </Section>
      <Section title='这项检测不意味着什么'>
        {NONCHIP_DEFINITIONS.NGS.cannotTell.map(t => <Text key={t} className='xg-report-p'>· {t}</Text>)}
      </Section>
      <Sources ids={['nccnBop', 'nccnCrc', 'acmg2015']} />
    </View>
  )
}
