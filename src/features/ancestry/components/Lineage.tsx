/**
 * Ancestry report pages of issue 16 beyond the composition and lineage pages:
 *  - /report/ancestry/origin-trace: where the person's composition and lineages point, only from
 *    the reference data, each with its source;
 *  - /report/ancestry/surname/:id?: the surname, its pinyin, the lineages and how many opted-in
 *    persons share them (groups under the threshold hidden);
 *  - /report/ancestry/upgrade-star (+ /explain): the star rating and how to raise it;
 *  - the upgrade offers shown inside the maternal, composition and relatives pages when the
 *    detection's product has no ancestry (spec 2.9 "upsell pages").
 */
import { Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import type { EndpointOutput } from '@xungen/contracts/endpoints'
import { ANCESTRY } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { useCurrentSample } from '@/stores/currentSample'
import { useAncestryReport, usePerson, useReportBarcode, useSurname } from '../hooks/useAncestry'
import { countText, percent, starRating, starString, type StarInput } from '../model/ancestry'
import { ancestryStates, NoPerson } from './common'
import './ancestry.scss'

type Report = EndpointOutput<typeof ANCESTRY.report>

/** where the reference data used here comes from (docs/ancestry.md, ../shared/data/README.md) */
export const CITATIONS = {
  thousandGenomes: '1000 Genomes Project Consortium. A global reference for human genetic variation. Nature 526:68–74 (2015)',
  isogg: 'ISOGG Y-DNA Haplogroup Tree 2019–2020（经 Y-LineageTracker 整理，Shuhua-Group，MIT 许可）',
  yLineageIndex: 'Y-LineageTracker 的 ISOGG 人群索引（Shuhua-Group，MIT 许可）',
  phylotree: 'van Oven M. PhyloTree Build 17 (2016)；Dür A. et al. PhyloTree 17 Forensic Update (2021)'
} as const

function SampleBanner({ r }: { r: Report }) {
  if (!r.sample) return null
  return (
    <View className='xg-anc__note'>
      <Text>{`${r.sampleLabel ?? '示例'}：以下是公开的千人基因组计划数据中一位受试者的结果，不是您的检测结果。`}</Text>
    </View>
  )
}

/** /report/ancestry/origin-trace */
export function OriginTrace() {
  const state = useAncestryReport()
  return (
    <PageState {...ancestryStates('nation')} state={state}>
      {r => {
        const y = r.paternal
        const m = r.maternal
        const topPops = y.populations.slice(0, 6)
        return (
          <View className='xg-anc'>
            <SampleBanner r={r} />
            <Heading level={2} className='xg-anc__title'>{`${r.personName}的祖源追溯`}</Heading>
            <Text className='xg-anc__meta'>这里汇总您的 DNA 在参考数据中指向哪里。每一条都注明依据的数据；参考数据里没有的内容（例如迁徙路线、分支年代、古人对比），这里不作推测。</Text>

            <View className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>祖源成分指向的地区</Heading>
              {r.composition.status === 'estimated' ? (
                <>
                  {r.composition.regions.filter(g => g.proportion >= 0.005).map(g => (
                    <Text key={g.id} className='xg-anc__meta'>{`${g.labelZh}：${percent(g.proportion)}（95% 区间 ${percent(g.low)}–${percent(g.high)}）`}</Text>
                  ))}
                  {r.composition.regions.some(g => g.proportion < 0.005) && (
                    <Text className='xg-anc__meta'>{`${r.composition.regions.filter(g => g.proportion < 0.005).map(g => g.labelZh).join('、')}的估计接近 0，区间上限见祖源成分页。`}</Text>
                  )}
                  <Text className='xg-anc__cite'>{`依据：${r.composition.sources.join('；') || CITATIONS.thousandGenomes}；使用祖源标记 ${r.composition.markersUsed} 个`}</Text>
                </>
              ) : (
                <Text className='xg-anc__meta'>{r.composition.reason ?? '暂时无法估计祖源成分'}</Text>
              )}
            </View>

            <View className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>父系（Y 染色体）指向的人群</Heading>
              {y.haplogroup ? (
                <>
                  <Text className='xg-anc__meta'>{`您的父系单倍群 ${y.shortName}（ISOGG ${y.haplogroup}）。在千人基因组计划的男性样本中，属于这一分支比例最高的人群：`}</Text>
                  {topPops.length === 0 ? <Text className='xg-anc__meta'>参考样本中没有属于这一分支的男性。</Text> : (
                    <View className='xg-anc__table'>
                      {topPops.map(p => (
                        <View key={p.population} className='xg-anc__tr'>
                          <Text className='xg-anc__td'>{`${p.population}（${p.group}）`}</Text>
                          <Text className='xg-anc__td'>{`${p.inClade} / ${p.men} 人（${percent(p.inClade / p.men)}）`}</Text>
                        </View>
                      ))}
                    </View>
                  )}
                  {y.indexPopulations.length > 0 && <Text className='xg-anc__meta'>{`路径上的分支在人群索引中见于：${y.indexPopulations.map(x => `${x.haplogroup} ${x.population}`).join('；')}`}</Text>}
                  <Text className='xg-anc__cite'>{`依据：${CITATIONS.isogg}；${CITATIONS.thousandGenomes}${y.indexPopulations.length ? `；${CITATIONS.yLineageIndex}` : ''}`}</Text>
                  <Button size='s' variant='secondary' to={href('/report/ancestry/paternal')}>查看父系路径和位点</Button>
                </>
              ) : (
                <Text className='xg-anc__meta'>{y.reason ?? '未能判定父系单倍群'}</Text>
              )}
            </View>

            <View className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>母系（线粒体）</Heading>
              {m.haplogroup ? (
                <>
                  <Text className='xg-anc__meta'>{`您的母系单倍群 ${m.haplogroup}，路径 ${m.path.join(' → ')}。`}</Text>
                  <Text className='xg-anc__meta'>参考数据中还没有按人群整理的线粒体单倍群频率，因此不给出这一母系常见于哪些人群。</Text>
                  <Text className='xg-anc__cite'>{`依据：${CITATIONS.phylotree}`}</Text>
                </>
              ) : (
                <Text className='xg-anc__meta'>{m.reason ?? '未能判定母系单倍群'}</Text>
              )}
            </View>
            <Text className='xg-anc__note'>古人 DNA 对比（新石器时代、东周）需要已发表的古人基因组数据，参考数据中没有，因此暂不提供。</Text>
          </View>
        )
      }}
    </PageState>
  )
}

/** the barcode of /report/ancestry/surname/:id: the person id given (one of the account's persons), else the report's current person */
function useSurnameBarcode(personIdParam: number | null) {
  const current = useReportBarcode()
  const currentId = useCurrentSample(s => s.personId)
  const other = personIdParam && personIdParam !== currentId ? personIdParam : null
  const person = usePerson(other)
  if (!other) return { barcode: current, loading: false }
  return { barcode: person.data?.defaultBarcode ?? null, loading: person.status === 'loading', failed: person.status === 'failed' }
}

/** /report/ancestry/surname/:id? */
export function Surname({ personId }: { personId: number | null }) {
  const chosen = useSurnameBarcode(personId)
  const state = useSurname(chosen.barcode)
  if (chosen.loading) return <Text className='xg-anc xg-anc__meta'>加载中…</Text>
  if (!chosen.barcode) return <NoPerson />
  return (
    <PageState {...ancestryStates('nation')} state={state}>
      {s => (
        <View className='xg-anc'>
          <Heading level={2} className='xg-anc__title'>{`${s.personName}的姓氏溯源`}</Heading>
          <View className='xg-anc__card'>
            {s.surname ? (
              <>
                <Text className='xg-anc__big'>{s.surname}</Text>
                <Text className='xg-anc__meta'>{`拼音 ${s.pinyin ?? ''}（按姓氏读音）`}</Text>
              </>
            ) : (
              <Text className='xg-anc__meta'>检测人没有填写姓氏，可以在检测人资料中补充。</Text>
            )}
          </View>
          <View className='xg-anc__card'>
            <Heading level={3} className='xg-anc__h'>您的父系与母系</Heading>
            <Text className='xg-anc__meta'>{s.paternal ? `父系单倍群 ${s.paternal.shortName ?? s.paternal.haplogroup}（ISOGG ${s.paternal.haplogroup}）` : '父系单倍群：无（女性没有 Y 染色体，或芯片未能判定）'}</Text>
            <Text className='xg-anc__meta'>{s.maternal ? `母系单倍群 ${s.maternal.haplogroup}` : '母系单倍群：未能判定'}</Text>
            <Text className='xg-anc__meta'>在中国，姓氏通常随父亲传承，和 Y 染色体走同一条线，所以同姓又同父系单倍群的人更可能有共同的父系祖先；但也有改姓、入赘、过继等情况，同姓不一定同宗。</Text>
          </View>
          {s.surname && (
            <View className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>开启基因寻亲的用户中</Heading>
              {!s.optedIn ? (
                <>
                  <Text className='xg-anc__meta'>开启基因寻亲后，才能看到与您同姓、同单倍群的用户人数（您也会被计入对方看到的人数）。</Text>
                </>
              ) : (
                <>
                  <View className='xg-anc__row'><Text>{`姓${s.surname}的`}</Text><Text>{countText(s.sameSurname, s.minGroup)}</Text></View>
                  {s.paternal && <View className='xg-anc__row'><Text>{`姓${s.surname}且父系同为 ${s.paternal.shortName ?? s.paternal.haplogroup}`}</Text><Text>{countText(s.sameSurnameAndPaternal, s.minGroup)}</Text></View>}
                  {s.maternal && <View className='xg-anc__row'><Text>{`姓${s.surname}且母系同为 ${s.maternal.haplogroup}`}</Text><Text>{countText(s.sameSurnameAndMaternal, s.minGroup)}</Text></View>}
                  <Text className='xg-anc__meta'>{`只统计其他账号中开启了基因寻亲、报告已发布的检测人；少于 ${s.minGroup} 人的人数不显示，以免推断出具体的人。`}</Text>
                </>
              )}
            </View>
          )}
        </View>
      )}
    </PageState>
  )
}

function starInput(r: Report, person: { privacy: { geneRelatives: boolean }; detections: Array<{ product: { type: string }; hasReport: boolean }> } | null): StarInput {
  return {
    compositionEstimated: r.composition.status === 'estimated',
    maternalCalled: Boolean(r.maternal.haplogroup),
    paternalStatus: r.paternal.haplogroup ? 'called' : r.paternal.status,
    relativesOn: Boolean(person?.privacy.geneRelatives),
    yFullSequence: Boolean(person?.detections.some(d => d.product.type === 'Y' && d.hasReport))
  }
}

/** /report/ancestry/upgrade-star */
export function UpgradeStar() {
  const personId = useCurrentSample(s => s.personId)
  const state = useAncestryReport()
  const person = usePerson(personId)
  return (
    <PageState {...ancestryStates('nation')} state={state}>
      {r => {
        const rating = starRating(starInput(r, r.sample ? null : person.data ?? null))
        return (
          <View className='xg-anc'>
            <SampleBanner r={r} />
            <Heading level={2} className='xg-anc__title'>{`${r.personName}的祖源报告星级`}</Heading>
            <View className='xg-anc__card'>
              <Text className='xg-anc__stars'>{starString(rating.stars, rating.of)}</Text>
              <Text className='xg-anc__meta'>{`${rating.stars} / ${rating.of} 项：每一颗星代表您的数据能够解答的一项祖源内容。`}</Text>
              <Link to={href('/report/ancestry/upgrade-star/explain')} className='xg-anc__link'>星级怎么算？</Link>
            </View>
            {rating.items.map(i => (
              <View key={i.key} className={`xg-anc__rel${i.met ? ' xg-anc__rel--on' : ''}`}>
                <View className='xg-anc__row'>
                  <Heading level={3} className='xg-anc__h'>{i.title}</Heading>
                  <Text className='xg-anc__tag'>{i.met ? '已获得' : '未获得'}</Text>
                </View>
                {!i.met && <Text className='xg-anc__meta'>{i.howTo}</Text>}
                {!i.met && i.to === 'privacy' && personId ? <Button size='s' variant='secondary' to={href('/user/persons/:id/privacy/gene-relatives', { id: personId })}>去开启</Button> : null}
                {!i.met && i.to === '/shop/yfull' ? <Button size='s' variant='secondary' to={href('/shop/yfull')}>了解 Y 染色体全序列检测</Button> : null}
              </View>
            ))}
            {r.paternal.status === 'not-applicable' && (
              <Text className='xg-anc__note'>女性没有 Y 染色体，父系一项不计入您的星级；请父亲或兄弟检测，即可了解您家族的父系。</Text>
            )}
          </View>
        )
      }}
    </PageState>
  )
}

/** /report/ancestry/upgrade-star/explain */
export function StarExplain() {
  return (
    <View className='xg-anc'>
      <Heading level={2} className='xg-anc__title'>星级说明</Heading>
      <View className='xg-anc__card'>
        <Text className='xg-anc__meta'>祖源报告的星级表示您的数据能解答多少项祖源内容，每满足一项得一颗星。星级只反映数据的完整程度，与祖源的“好坏”无关。</Text>
        <Heading level={3} className='xg-anc__h'>男性（5 项）</Heading>
        <Text className='xg-anc__meta'>1. 祖源成分已估计：芯片读到至少 50 个祖源标记，按千人基因组计划的参考人群估计成分和 95% 区间。</Text>
        <Text className='xg-anc__meta'>2. 母系单倍群已判定：读到至少 20 个线粒体位点，按 PhyloTree 17 判定。</Text>
        <Text className='xg-anc__meta'>3. 父系单倍群已判定：按 ISOGG 2019 Y 树判定到置信度 95% 以上的分支。</Text>
        <Text className='xg-anc__meta'>4. 已开启基因寻亲：与其他开启的用户比对共享 DNA。</Text>
        <Text className='xg-anc__meta'>5. 已完成 Y 染色体全序列检测：父系可以定位到芯片位点到不了的下游分支。</Text>
        <Heading level={3} className='xg-anc__h'>女性（3 项）</Heading>
        <Text className='xg-anc__meta'>女性没有 Y 染色体，第 3、5 项不适用，不计入星级，满星为 3 颗。</Text>
        <Heading level={3} className='xg-anc__h'>如何提升</Heading>
        <Text className='xg-anc__meta'>开启基因寻亲可以立即获得一颗星；数据不足时可以重新采样；男性可以升级 Y 染色体全序列检测。</Text>
      </View>
    </View>
  )
}
