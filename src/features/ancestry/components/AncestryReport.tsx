/**
 * The ancestry report (spec 2.9): /report/ancestry home, nation and nation/detail (composition
 * with its 95 % intervals as bars), paternal and maternal (the haplogroup, its path from the root,
 * the chip's calls that support or conflict with it, where the lineage is common in the
 * reference data). Everything shown comes from the engine's call on this person's kit and from
 * the reference data; no date or migration is claimed.
 */
import { Image, Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import { useMemo, useState, type ReactNode } from 'react'
import type { EndpointOutput } from '@xungen/contracts/endpoints'
import { ANCESTRY } from '@xungen/contracts/endpoints'
import { ANCESTRY_REGION_ZH, EAST_ASIA_LIMIT_ZH, THOUSAND_GENOMES_POPULATION_ZH } from '@xungen/contracts'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { useAncestryReport } from '../hooks/useAncestry'
import { intervalBar, percent } from '../model/ancestry'
import { ancestryMapUri, regionShares } from '../model/ancestryMap'
import { POPULATION_PLACES, REGION_COLOURS } from '../model/ancestryMap'
import { WORLD_LAND_SOURCE } from '../model/ancestryMap'
import { ancestryCard } from '../model/shareCard'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { CARD_SAVE_HINT, CardCanvas, cardImage } from '@/platform/cardImage'
import { useShareCard } from '@/platform/share'
import { ancestryStates } from './common'
import type { UpsellTopic } from './Upsell'
import './ancestry.scss'

type Report = EndpointOutput<typeof ANCESTRY.report>


function useReport() {
  return useAncestryReport()
}

/** the report's data; in sample mode (no report to show yet) the demo report, marked 示例 above everything */
function ReportLoaded({ state, children, upsell }: { state: ReturnType<typeof useReport>; children: (r: Report) => ReactNode; upsell?: UpsellTopic }) {
  return (
    <PageState {...ancestryStates(upsell)} state={state}>
      {r => (
        <>
          {r.sample ? (
            <View className='xg-anc xg-anc__sample'>
              <Heading level={3} className='xg-anc__h'>{r.sampleLabel ?? '示例'}</Heading>
              <Text className='xg-anc__meta'>以下是公开的千人基因组计划数据中一位受试者的祖源报告，不是您的检测结果。绑定采样器、报告发布后即可查看自己的报告。</Text>
            </View>
          ) : null}
          {children(r)}
        </>
      )}
    </PageState>
  )
}

export function AncestryHome() {
  const state = useReport()
  return (
    <ReportLoaded state={state}>
      {r => {
        const top = r.composition.regions[0]
        return (
          <View className='xg-anc'>
            <Heading level={2} className='xg-anc__title'>{`${r.personName}的祖源分析`}</Heading>
            <View className='xg-anc__grid'>
              <Link to={href('/report/ancestry/nation')} className='xg-anc__card'>
                <Heading level={3} className='xg-anc__h'>祖源成分</Heading>
                <Text className='xg-anc__big'>{top ? `${top.labelZh} ${percent(top.proportion)}` : '暂无结果'}</Text>
                <Text className='xg-anc__meta'>{top ? `95% 区间 ${percent(top.low)}–${percent(top.high)}` : r.composition.reason ?? ''}</Text>
              </Link>
              <Link to={href('/report/ancestry/paternal')} className='xg-anc__card'>
                <Heading level={3} className='xg-anc__h'>父系单倍群（Y 染色体）</Heading>
                <Text className='xg-anc__big'>{r.paternal.shortName ?? '无'}</Text>
                <Text className='xg-anc__meta'>{r.paternal.haplogroup ?? r.paternal.reason ?? ''}</Text>
              </Link>
              <Link to={href('/report/ancestry/maternal')} className='xg-anc__card'>
                <Heading level={3} className='xg-anc__h'>母系单倍群（线粒体）</Heading>
                <Text className='xg-anc__big'>{r.maternal.haplogroup ?? '无'}</Text>
                <Text className='xg-anc__meta'>{r.maternal.haplogroup ? r.maternal.tree ?? '' : r.maternal.reason ?? ''}</Text>
              </Link>
              <Link to={href('/report/gene-relatives')} className='xg-anc__card'>
                <Heading level={3} className='xg-anc__h'>基因亲人</Heading>
                <Text className='xg-anc__meta'>与其他开启基因寻亲的用户比对共享 DNA 片段，查看亲缘等级和染色体对比。</Text>
              </Link>
              <Link to={href('/report/ancestry/origin-trace')} className='xg-anc__card'>
                <Heading level={3} className='xg-anc__h'>祖源追溯</Heading>
                <Text className='xg-anc__meta'>成分和父系、母系在参考数据中指向哪里，附数据来源。</Text>
              </Link>
              <Link to={href('/report/ancestry/surname/:id?', {})} className='xg-anc__card'>
                <Heading level={3} className='xg-anc__h'>姓氏溯源</Heading>
                <Text className='xg-anc__meta'>姓氏拼音、父系母系，以及同姓同宗的用户人数。</Text>
              </Link>
              <Link to={href('/report/ancestry/gene-relatives-distribution')} className='xg-anc__card'>
                <Heading level={3} className='xg-anc__h'>基因亲人分布</Heading>
                <Text className='xg-anc__meta'>您的基因亲人来自哪些地区（只显示人数）。</Text>
              </Link>
              <Link to={href('/report/ancestry/upgrade-star')} className='xg-anc__card'>
                <Heading level={3} className='xg-anc__h'>报告星级</Heading>
                <Text className='xg-anc__meta'>您的数据能解答多少项祖源内容，以及如何提升。</Text>
              </Link>
            </View>
            <AncestryShareCard r={r} />
          </View>
        )
      }}
    </ReportLoaded>
  )
}

function Bars({ r }: { r: Report }) {
  return (
    <View className='xg-anc__card'>
      {r.composition.regions.map(g => {
        const b = intervalBar(g)
        return (
          <View key={g.id} className='xg-anc__table'>
            <View className='xg-anc__row'>
              <Heading level={3} className='xg-anc__h'>{g.labelZh}</Heading>
              <Text>{percent(g.proportion)}</Text>
            </View>
            <View className='xg-anc__bar'>
              <View className='xg-anc__bar-fill' style={{ width: `${b.fill}%` }} />
              <View className='xg-anc__bar-ci' style={{ left: `${b.from}%`, width: `${Math.max(0.5, b.to - b.from)}%` }} />
            </View>
            <Text className='xg-anc__meta'>{`95% 区间 ${percent(g.low)}–${percent(g.high)}`}</Text>
          </View>
        )
      })}
    </View>
  )
}

const MAP_LABEL = '世界地图：参考人群的采样地，圆点大小表示您在各大区的祖源比例'
const MAP_REGIONS = ['EAS', 'SAS', 'EUR', 'AFR', 'AMR'] as const

/**
 * The composition on a world map (issue 29): the reference populations where they were sampled,
 * coloured by region, each dot larger the larger the person's share of that region; the legend
 * and a text equivalent say the same in words.
 */
function AncestryMap({ r }: { r: Report }) {
  const shares = regionShares(r.composition.regions)
  const uri = ancestryMapUri(r.composition.regions)
  return (
    <View className='xg-anc__card'>
      <Heading level={3} className='xg-anc__h'>祖源成分地图</Heading>
      <View className='xg-anc__mapbox'>
        <Image className='xg-anc__map' src={uri} mode='scaleToFill' nativeProps={{ alt: MAP_LABEL }} ariaRole='img' ariaLabel={MAP_LABEL} />
      </View>
      <View className='xg-anc__legend'>
        {MAP_REGIONS.map(id => (
          <View key={id} className='xg-anc__legend-item'>
            <View className='xg-anc__swatch' style={{ background: REGION_COLOURS[id] }} />
            <Text className='xg-anc__meta'>{`${ANCESTRY_REGION_ZH[id]} ${percent(shares[id] ?? 0)}`}</Text>
          </View>
        ))}
      </View>
      <Text className='xg-anc__meta'>每个圆点是一个千人基因组计划参考人群的采样地，颜色表示所属大区，圆点越大表示您在该大区的祖源比例越高；虚线圆点只知道采样地区，位置为示意。部分人群在祖籍地以外采样（如美国犹他州的北欧裔、休斯敦的古吉拉特人、英国的泰卢固人和斯里兰卡泰米尔人），圆点画在采样地。</Text>
      {MAP_REGIONS.filter(id => (shares[id] ?? 0) > 0).map(id => (
        <Text key={id} className='xg-anc__meta'>{`${ANCESTRY_REGION_ZH[id]} ${percent(shares[id] ?? 0)}：${POPULATION_PLACES.filter(p => p.region === id).map(p => `${THOUSAND_GENOMES_POPULATION_ZH[p.code] ?? p.code}${p.approximate ? '（示意位置）' : ''}`).join('、')}`}</Text>
      ))}
      <Text className='xg-anc__cite'>{`底图：${WORLD_LAND_SOURCE}；采样地：千人基因组计划（1000 Genomes Project）人群说明`}</Text>
    </View>
  )
}

export function Nation({ detail }: { detail?: boolean }) {
  const state = useReport()
  return (
    <ReportLoaded state={state} upsell='nation'>
      {r => (
        <View className='xg-anc'>
          <Heading level={2} className='xg-anc__title'>{`${r.personName}的祖源成分`}</Heading>
          {r.composition.status !== 'estimated' ? (
            <View className='xg-anc__card'><Text className='xg-anc__meta'>{r.composition.reason ?? '暂时无法估计祖源成分'}</Text></View>
          ) : (
            <>
              <Bars r={r} />
              <AncestryMap r={r} />
              <Text className='xg-anc__note'>{EAST_ASIA_LIMIT_ZH}</Text>
              <Text className='xg-anc__meta'>{`色条为估计比例，深色短线为 95% 置信区间（自助法）。使用祖源标记 ${r.composition.markersUsed} 个。`}</Text>
              {!detail && <Button variant='secondary' to={href('/report/ancestry/nation/detail')}>参考人群与方法</Button>}
              {detail && (
                <>
                  <View className='xg-anc__card'>
                    <Heading level={3} className='xg-anc__h'>参考人群</Heading>
                    <View className='xg-anc__table'>
                      <View className='xg-anc__tr'><Text className='xg-anc__td'>人群</Text><Text className='xg-anc__td'>所属区域</Text><Text className='xg-anc__td'>样本数</Text></View>
                      {r.composition.populations.map(p => (
                        <View key={p.name} className='xg-anc__tr'>
                          <Text className='xg-anc__td'>{p.name}</Text>
                          <Text className='xg-anc__td'>{p.region}</Text>
                          <Text className='xg-anc__td'>{p.samples}</Text>
                        </View>
                      ))}
                    </View>
                  </View>
                  <View className='xg-anc__card'>
                    <Heading level={3} className='xg-anc__h'>报告精度</Heading>
                    {r.composition.resolution.map(x => <Text key={x.region} className='xg-anc__meta'>{`${x.region}：${x.reportedAs}。${x.reason}`}</Text>)}
                    <Text className='xg-anc__meta'>{`数据来源：${r.composition.sources.join('；')}`}</Text>
                  </View>
                </>
              )}
            </>
          )}
        </View>
      )}
    </ReportLoaded>
  )
}

function Markers({ title, rows, bad }: { title: string; rows: Report['paternal']['supporting']; bad?: boolean }) {
  return (
    <View className='xg-anc__card'>
      <Heading level={3} className='xg-anc__h'>{`${title}（${rows.length}）`}</Heading>
      {rows.length === 0 ? <Text className='xg-anc__meta'>无</Text> : (
        <View className='xg-anc__table'>
          <View className='xg-anc__tr'><Text className='xg-anc__td'>SNP</Text><Text className='xg-anc__td'>所属分支</Text><Text className='xg-anc__td'>祖先/衍生</Text><Text className='xg-anc__td'>芯片读数</Text></View>
          {rows.map(m => (
            <View key={`${m.pos}-${m.snp}`} className='xg-anc__tr'>
              <Text className='xg-anc__td'>{m.rsid && m.rsid !== m.snp ? `${m.snp} (${m.rsid})` : m.snp}</Text>
              <Text className='xg-anc__td'>{m.haplogroup}</Text>
              <Text className='xg-anc__td'>{`${m.ancestral}→${m.derived}`}</Text>
              <Text className={`xg-anc__td${bad ? ' xg-anc__td--bad' : ''}`}>{`${m.observed}（${m.state === 'derived' ? '衍生' : '祖先'}）`}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

type Stories = Report['paternal']['stories']

/**
 * The cited stories of the clades on the person's path (issue 29), root first: each sentence
 * with the numbers of its sources, the sources listed below. Only what the papers say; where
 * two disagree, both are shown.
 */
function LineageStories({ stories, line }: { stories: Stories; line: '父系' | '母系' }) {
  return (
    <View className='xg-anc__card'>
      <Heading level={3} className='xg-anc__h'>{`这一${line}的故事：文献怎么说`}</Heading>
      {stories.items.length === 0 ? (
        <Text className='xg-anc__meta'>{`您的${line}路径上暂无整理好的文献摘要。我们只写有文献出处的内容，不作推测。`}</Text>
      ) : (
        <>
          {stories.items.map(item => (
            <View key={item.clade} className='xg-anc__story'>
              <Text className='xg-anc__story-name'>{`${item.name} 支系`}</Text>
              {item.statements.map((st, i) => (
                <Text key={i} className={`xg-anc__meta${st.disagreement ? ' xg-anc__story--disagree' : ''}`}>{`${st.disagreement ? '【文献分歧】' : ''}${st.text}［${st.sources.join('、')}］`}</Text>
              ))}
            </View>
          ))}
          <Heading level={3} className='xg-anc__h'>参考文献</Heading>
          {stories.sources.map((src, i) => <Text key={i} className='xg-anc__cite'>{`［${i + 1}］${src.line}`}</Text>)}
          <Text className='xg-anc__meta'>年代均为所引研究按各自方法和突变率给出的估计；不同研究之间可能不一致。“当时命名”指论文发表时的单倍群名称，与本报告所用的参考树不同。</Text>
        </>
      )}
    </View>
  )
}

export function Paternal() {
  const state = useReport()
  return (
    <ReportLoaded state={state}>
      {r => {
        const y = r.paternal
        if (!y.haplogroup) {
          return (
            <View className='xg-anc'>
              <Heading level={2} className='xg-anc__title'>父系溯源</Heading>
              <View className='xg-anc__card'><Text className='xg-anc__meta'>{y.reason ?? '未能判定父系单倍群'}</Text></View>
            </View>
          )
        }
        return (
          <View className='xg-anc'>
            <Heading level={2} className='xg-anc__title'>{`${r.personName}的父系溯源`}</Heading>
            <View className='xg-anc__card'>
              <Text className='xg-anc__big'>{y.shortName}</Text>
              <Text className='xg-anc__meta'>{`ISOGG 全称 ${y.haplogroup} · 后验概率 ${percent(y.posterior ?? 0)} · 读到 Y 位点 ${y.typed} 个 · 参考树 ${y.tree ?? ''}`}</Text>
            </View>
            <View className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>从 Y 染色体亚当到您的分支</Heading>
              <View className='xg-anc__path'>
                {y.path.map((p, i) => (
                  <Text key={p.haplogroup} className={`xg-anc__step${i === y.path.length - 1 ? ' xg-anc__step--last' : ''}`}>{`${p.shortName}${p.derived || p.ancestral ? ` +${p.derived}/−${p.ancestral}` : ''}`}</Text>
                ))}
              </View>
              <Text className='xg-anc__meta'>每个分支后的 +n/−m 为芯片在该分支定义位点上读到的衍生/祖先型个数。</Text>
            </View>
            <Markers title='支持该分型的位点' rows={y.supporting} />
            <Markers title='与该分型冲突的位点' rows={y.conflicting} bad />
            <View className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>这一父系在参考人群中的分布</Heading>
              <Text className='xg-anc__meta'>千人基因组计划男性样本中，Y 单倍群属于该分支的人数（按人群）：</Text>
              {y.populations.length === 0 ? <Text className='xg-anc__meta'>参考样本中没有该分支的男性。</Text> : (
                <View className='xg-anc__table'>
                  {y.populations.map(p => (
                    <View key={p.population} className='xg-anc__tr'>
                      <Text className='xg-anc__td'>{`${p.population}（${p.group}）`}</Text>
                      <Text className='xg-anc__td'>{`${p.inClade} / ${p.men} 人（${percent(p.inClade / p.men)}）`}</Text>
                    </View>
                  ))}
                </View>
              )}
              {y.indexPopulations.length > 0 && (
                <Text className='xg-anc__meta'>{`人群索引（Y-LineageTracker）中，路径上的分支见于：${y.indexPopulations.map(x => `${x.haplogroup} ${x.population}`).join('；')}`}</Text>
              )}
            </View>
            <LineageStories stories={y.stories} line='父系' />
          </View>
        )
      }}
    </ReportLoaded>
  )
}

export function Maternal() {
  const state = useReport()
  return (
    <ReportLoaded state={state} upsell='maternal'>
      {r => {
        const m = r.maternal
        if (!m.haplogroup) {
          return (
            <View className='xg-anc'>
              <Heading level={2} className='xg-anc__title'>母系溯源</Heading>
              <View className='xg-anc__card'><Text className='xg-anc__meta'>{m.reason ?? '未能判定母系单倍群'}</Text></View>
            </View>
          )
        }
        return (
          <View className='xg-anc'>
            <Heading level={2} className='xg-anc__title'>{`${r.personName}的母系溯源`}</Heading>
            <View className='xg-anc__card'>
              <Text className='xg-anc__big'>{m.haplogroup}</Text>
              <Text className='xg-anc__meta'>{`参考树 ${m.tree ?? ''}`}</Text>
            </View>
            <View className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>从线粒体共同祖先到您的分支</Heading>
              <View className='xg-anc__path'>
                {m.path.map((p, i) => <Text key={p} className={`xg-anc__step${i === m.path.length - 1 ? ' xg-anc__step--last' : ''}`}>{p}</Text>)}
              </View>
            </View>
            <View className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>{`芯片读到的定义突变（${m.supporting.length}）`}</Heading>
              <Text className='xg-anc__meta'>{m.supporting.join('  ') || '无'}</Text>
              <Heading level={3} className='xg-anc__h'>{`应有而未读到的突变（${m.missing.length}）`}</Heading>
              <Text className='xg-anc__meta'>{m.missing.join('  ') || '无'}</Text>
              <Heading level={3} className='xg-anc__h'>{`该分支以外的突变（${m.extra.length}）`}</Heading>
              <Text className='xg-anc__meta'>{m.extra.join('  ') || '无'}</Text>
            </View>
            <LineageStories stories={m.stories} line='母系' />
            <Text className='xg-anc__note'>参考数据中还没有按人群整理的线粒体单倍群频率，因此除上面文献中写明的内容外，这里不给出该母系在各人群中的分布。</Text>
          </View>
        )
      }}
    </ReportLoaded>
  )
}

/** /report/ancestry/family/*: spec 1, the family-clue feature is paused and points to the ancestry app */
export function FamilyPaused() {
  return (
    <View className='xg-anc'>
      <View className='xg-anc__card'>
        <Heading level={3} className='xg-anc__h'>家族线索功能已暂停</Heading>
        <Text className='xg-anc__meta'>家族线索暂停在网页和小程序中提供，请下载祖源 App 继续使用。</Text>
        <Button to={href('/app/download-ancestry')}>下载祖源 App</Button>
        <Button variant='secondary' to={href('/report/ancestry')}>返回祖源分析</Button>
      </View>
    </View>
  )
}

/** /report/ancestry/haploid: both haplogroups of the person, each leading to its lineage page */
export function Haploid() {
  const state = useReport()
  return (
    <ReportLoaded state={state}>
      {r => (
        <View className='xg-anc'>
          <Heading level={2} className='xg-anc__title'>{`${r.personName}的单倍群`}</Heading>
          <View className='xg-anc__grid'>
            <Link to={href('/report/ancestry/paternal')} className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>Y 染色体单倍群（父系）</Heading>
              <Text className='xg-anc__big'>{r.paternal.shortName ?? '无'}</Text>
              <Text className='xg-anc__meta'>{r.paternal.haplogroup ? `ISOGG ${r.paternal.haplogroup} · 支持位点 ${r.paternal.supporting.length} 个 · 冲突位点 ${r.paternal.conflicting.length} 个` : r.paternal.reason ?? ''}</Text>
            </Link>
            <Link to={href('/report/ancestry/maternal')} className='xg-anc__card'>
              <Heading level={3} className='xg-anc__h'>线粒体单倍群（母系）</Heading>
              <Text className='xg-anc__big'>{r.maternal.haplogroup ?? '无'}</Text>
              <Text className='xg-anc__meta'>{r.maternal.haplogroup ? `读到定义突变 ${r.maternal.supporting.length} 个 · ${r.maternal.tree ?? ''}` : r.maternal.reason ?? ''}</Text>
            </Link>
          </View>
          <Text className='xg-anc__meta'>单倍群由芯片在 Y 染色体和线粒体上的分型结果，按参考系统树逐级判定；只沿父亲或母亲一条线遗传，不代表全部祖先。</Text>
        </View>
      )}
    </ReportLoaded>
  )
}

const CARD_CANVAS = 'xg-anc-share-card'

/**
 * The ancestry share card (issue 29, model/shareCard): made when the person asks for it, shown
 * with its words as the text alternative; the website keeps it as a picture, the mini-program
 * puts it on the card WeChat sends (never to Moments: it is personal).
 */
function AncestryShareCard({ r }: { r: Report }) {
  const [image, setImage] = useState<string | null>(null)
  const card = useMemo(() => ancestryCard({ sample: Boolean(r.sample), regions: r.composition.regions, paternal: r.paternal.shortName ?? null, maternal: r.maternal.haplogroup ?? null }), [r])
  const making = useSubmit(async () => setImage(await cardImage(card, CARD_CANVAS)), { failure: '分享卡生成失败，请重试', onError: inToast })
  useShareCard(image ? { title: '我的祖源分析', url: '/', imageUrl: image } : null)
  return (
    <View className='xg-anc__card xg-anc__share'>
      <Heading level={3} className='xg-anc__h'>祖源分享卡</Heading>
      <Text className='xg-anc__meta'>把祖源成分、地图和父系母系单倍群做成一张图片，分享给亲友。图片不含您的姓名和条码。</Text>
      <CardCanvas id={CARD_CANVAS} width={card.width} height={card.height} />
      {image ? (
        <>
          <Image className='xg-anc__share-image' src={image} mode='widthFix' nativeProps={{ alt: card.label }} ariaRole='img' ariaLabel={card.label} />
          <Text className='xg-anc__meta'>{CARD_SAVE_HINT}</Text>
        </>
      ) : (
        <Button variant='secondary' size='s' loading={making.busy} onClick={() => void making.run()}>生成祖源分享卡</Button>
      )}
    </View>
  )
}
