/**
 * The non-chip report pages (spec 2.9; issue 15 item 3): /report/hpv/detail, /report/hp/detail,
 * /report/crc/detail (one result each), /report/amh and /report/vade with their analyte details
 * (/report/amh/detail/:id?, /report/vade/detail/:id?). Each shows the lab's published result with
 * units, the reference it is read against and its source, a plain-Chinese interpretation, when to
 * see a doctor and what the test can and cannot tell; sample mode shows the demo, marked 示例.
 */
import { Text, View } from '@tarojs/components'
import { NONCHIP_DEFINITIONS, VADE_ANALYTES, type NonChipType } from '@xungen/contracts'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { useNonChipResult } from '../../hooks/useNonChip'
import { Failed, Loading, Section } from '../ReportBits'
import { FindingRow, NonChipHeader, NotInReport, ResultBody, SeeDoctor, Sources } from './ResultSections'

function barcodeQuery(barcode: string) {
  return barcode === 'SAMPLE' ? {} : { barcode }
}

/** one result of a test: HPV, HP, CRC (type code S) */
export function NonChipResultPage({ type }: { type: NonChipType }) {
  const state = useNonChipResult([type])
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const r = state.data
  return (
    <View className='xg-report-page xg-nonchip'>
      <NonChipHeader result={r} />
      <ResultBody result={r} />
    </View>
  )
}

const AMH_ABOUT = '抗缪勒管激素（AMH）由卵巢中的小卵泡分泌，血中含量大致反映卵巢里剩余卵泡的多少（卵巢储备），随年龄增长逐渐下降。不同检测平台的结果不能直接比较，解读时以出具报告的实验室参考范围为准。'
const VADE_ABOUT: Record<string, string> = {
  vitaminD: '25-羟维生素 D 是维生素 D 在血液中的主要形式，反映近几周到几个月从日照、饮食和补充剂获得的维生素 D。维生素 D 帮助钙的吸收，与骨骼健康有关。',
  vitaminA: '血清视黄醇反映体内维生素 A 的状况。维生素 A 与视觉（尤其暗视力）、皮肤黏膜和免疫功能有关；肝脏储存较多，轻度不足时血中水平可能仍正常。',
  vitaminE: '维生素 E（α-生育酚）是脂溶性抗氧化剂；血中水平受血脂影响，血脂高的人可能偏高。单纯饮食原因的缺乏在成年人中少见。'
}

/** /report/amh: the AMH report; /report/vade: the three vitamins, each opening its detail */
export function NonChipOverviewPage({ type }: { type: 'AMH' | 'VADE' }) {
  const state = useNonChipResult([type])
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const r = state.data
  const q = barcodeQuery(r.barcode)
  return (
    <View className='xg-report-page xg-nonchip'>
      <NonChipHeader result={r} />
      <ResultBody result={r} findings={false}>
        <Section title='检测项目'>
          {r.interpretation.findings.map(f => (
            <Link key={f.key} className='xg-nonchip__row' to={type === 'AMH' ? href('/report/amh/detail/:id?', { id: 'amh' }, q) : href('/report/vade/detail/:id?', { id: f.key }, q)}>
              <View className='xg-nonchip__row-main'>
                <Text className='xg-nonchip__row-title'>{f.title}</Text>
                <Text className='xg-report-small'>{`${f.value} · 参考：${f.reference}`}</Text>
              </View>
              <Text className={`xg-nonchip__flag xg-nonchip__flag--${f.flag}`}>{f.flagLabel}</Text>
            </Link>
          ))}
        </Section>
      </ResultBody>
    </View>
  )
}

/** /report/amh/detail/:id?, /report/vade/detail/:id?: one analyte with its reference, source and meaning */
export function AnalyteDetailPage({ type, id }: { type: 'AMH' | 'VADE'; id?: string }) {
  const state = useNonChipResult([type])
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const r = state.data
  const key = type === 'AMH' ? 'amh' : id && id in VADE_ANALYTES ? id : 'vitaminD'
  const f = r.interpretation.findings.find(x => x.key === key)
  const def = NONCHIP_DEFINITIONS[type]
  if (!f) return <NotInReport message={'该检测没有这个项目'} />
  return (
    <View className='xg-report-page xg-nonchip'>
      <NonChipHeader result={r} title={f.title} />
      <View className={`xg-item__result${f.flag === 'normal' ? '' : ' xg-item__result--attention'}`}>
        <Text className='xg-item__label'>{`${f.value} · ${f.flagLabel}`}</Text>
        <Text className='xg-report-p'>{f.text}</Text>
      </View>
      <Section title='检测结果与参考范围'>
        <FindingRow f={f} />
      </Section>
      <Section title={`关于${f.title}`}>
        <Text className='xg-report-p'>{type === 'AMH' ? AMH_ABOUT : VADE_ABOUT[key]}</Text>
        {type === 'AMH' && <Text className='xg-report-small'>{def.cannotTell[0]}</Text>}
      </Section>
      <SeeDoctor text={r.interpretation.seeDoctor} />
      <Sources ids={f.citations} />
      <Link className='xg-nonchip__link' to={type === 'AMH' ? href('/report/amh', {}, barcodeQuery(r.barcode)) : href('/report/vade', {}, barcodeQuery(r.barcode))}>查看完整报告</Link>
    </View>
  )
}
