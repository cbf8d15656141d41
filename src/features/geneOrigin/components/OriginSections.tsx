/**
 * The views of gene origin (spec 2.9 /report/gene-origin/*), drawn from the server's answers.
 * Others are only ever counts; a count the server withheld (below the anonymity minimum) shows
 * as its words 少于N人.
 */
import { Text, View } from '@tarojs/components'
import type { EndpointOutput, GeneOriginLine } from '@xungen/contracts/endpoints'
import { GENE_ORIGIN } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { commonRowText, countText, LINE_DNA, LINE_LABEL, levelText, populationName, populationShare, usefulClades, type OriginCount } from '../model/geneOrigin'
import { PROTOCOL, PROTOCOL_VERSION, SPONSOR } from './texts'
import './geneOrigin.scss'

export type Summary = EndpointOutput<typeof GENE_ORIGIN.summary>
export type Mine = EndpointOutput<typeof GENE_ORIGIN.mine>
export type Clade = EndpointOutput<typeof GENE_ORIGIN.clade>
export type CommonList = EndpointOutput<typeof GENE_ORIGIN.commonList>
export type Common = EndpointOutput<typeof GENE_ORIGIN.common>

function Count({ label, value }: { label: string; value: OriginCount | null }) {
  return (
    <View className='xg-go__row'>
      <Text className='xg-go__label'>{label}</Text>
      <Text className={`xg-go__value${value && value.count === null ? ' xg-go__value--hidden' : ''}`}>{value ? countText(value) : '无法比较'}</Text>
    </View>
  )
}

function Path({ path, last }: { path: readonly string[]; last?: string }) {
  return (
    <View className='xg-go__path'>
      {path.map((p, i) => (
        <Text key={p} className={`xg-go__step${p === last || (!last && i === path.length - 1) ? ' xg-go__step--last' : ''}`}>{p}</Text>
      ))}
    </View>
  )
}

const withBarcode = (barcode: string, q: Record<string, string>) => ({ barcode, ...q })

/** the switch is off: what turning it on means, and where */
export function OptInCard({ personId, personName }: { personId: number; personName: string }) {
  return (
    <View className='xg-go__card'>
      <Text className='xg-go__h'>基因溯源未开启</Text>
      <Text className='xg-go__text'>{`开启后，可以看到与${personName}同属一个父系或母系支系的其他用户有多少人、其中多少人同姓、祖籍分布在哪些省份。${personName}的单倍群、姓氏和祖籍省份也会以去除身份信息的方式计入他人看到的统计。`}</Text>
      <Text className='xg-go__meta'>其他用户只能看到人数，少于 5 人只显示“少于5人”。随时可以关闭，关闭后立即从所有统计中移除。</Text>
      <View className='xg-go__links'>
        <Button to={href('/user/persons/:id/privacy/gene-origin', { id: personId })}>去开启基因溯源</Button>
        <Button variant='secondary' to={href('/report/gene-origin/protocal')}>阅读服务协议</Button>
      </View>
    </View>
  )
}

export function SummaryView({ data }: { data: Summary }) {
  const line = (which: GeneOriginLine) => {
    const l = data[which]
    return (
      <View className='xg-go__card' key={which}>
        <Text className='xg-go__h'>{`${LINE_LABEL[which]}单倍群（${LINE_DNA[which]}）`}</Text>
        <Text className='xg-go__big'>{l.haplogroup ?? '暂无'}</Text>
        {l.reason ? <Text className='xg-go__meta'>{l.reason}</Text> : null}
        {l.status === 'called' && data.optedIn ? <Link className='xg-go__link' to={href('/report/gene-origin/common-list', {}, withBarcode(data.barcode, { line: which }))}>{`查看${LINE_LABEL[which]}共同起源 ›`}</Link> : null}
      </View>
    )
  }
  const c = data.counts
  return (
    <View className='xg-go'>
      <Text className='xg-go__title'>{`${data.personName}的基因溯源`}</Text>
      <View className='xg-go__grid'>
        {line('paternal')}
        {line('maternal')}
      </View>
      {c ? (
        <View className='xg-go__card'>
          <Text className='xg-go__h'>共同起源统计</Text>
          <Count label='开启基因溯源的其他用户' value={c.participants} />
          {data.surname ? <Count label={`其中姓${data.surname}的用户`} value={c.sameSurname} /> : null}
          <Count label='与您父系单倍群相同（或更下游）' value={c.paternal} />
          {data.surname ? <Count label={`其中姓${data.surname}、父系相同`} value={c.paternalSameSurname} /> : null}
          <Count label='与您母系单倍群相同（或更下游）' value={c.maternal} />
          <Text className='xg-go__meta'>{`只统计开启了基因溯源、报告已发布的检测人；少于 ${data.anonymityMin} 人时只显示“少于${data.anonymityMin}人”，不显示具体人数。`}</Text>
        </View>
      ) : (
        <OptInCard personId={data.personId} personName={data.personName} />
      )}
      <View className='xg-go__links'>
        <Button variant='secondary' to={href('/report/gene-origin/my-origin', {}, { barcode: data.barcode })}>我的起源</Button>
        <Button variant='secondary' to={href('/report/gene-origin/protocal')}>服务协议</Button>
        <Button variant='secondary' to={href('/report/gene-origin/sponsor')}>起源研究赞助</Button>
      </View>
    </View>
  )
}

function Populations({ rows, note }: { rows: Mine['paternal']['populations']; note: string | null }) {
  return (
    <View className='xg-go__section'>
      {rows.length ? <Text className='xg-go__meta'>千人基因组计划各人群的男性样本中属于该支系的比例：</Text> : null}
      {rows.slice(0, 12).map(r => (
        <View className='xg-go__row' key={r.population}>
          <Text className='xg-go__label'>{populationName(r.population)}</Text>
          <Text className='xg-go__value'>{`${r.inClade}/${r.men}（${populationShare(r.inClade, r.men)}）`}</Text>
        </View>
      ))}
      {note ? <Text className='xg-go__note'>{note}</Text> : null}
    </View>
  )
}

export function MineView({ data }: { data: Mine }) {
  const line = (which: GeneOriginLine) => {
    const l = data[which]
    return (
      <View className='xg-go__card' key={which}>
        <Text className='xg-go__h'>{`${LINE_LABEL[which]}：${l.haplogroup ?? '暂无'}`}</Text>
        {l.reason ? <Text className='xg-go__meta'>{l.reason}</Text> : null}
        {l.path.length ? (
          <>
            <Text className='xg-go__meta'>{`从参考树的根到您的单倍群（${l.tree ?? ''}），点一个支系查看详情：`}</Text>
            <View className='xg-go__path'>
              {l.path.map((p, i) => (
                <Link key={p} to={href('/report/gene-origin/detail', {}, withBarcode(data.barcode, { line: which, clade: p }))} className={`xg-go__step${i === l.path.length - 1 ? ' xg-go__step--last' : ''}`}>
                  {p}
                </Link>
              ))}
            </View>
            <Populations rows={l.populations} note={l.populationsNote} />
          </>
        ) : null}
      </View>
    )
  }
  return (
    <View className='xg-go'>
      <Text className='xg-go__title'>{`${data.personName}的起源`}</Text>
      <Text className='xg-go__meta'>{`登记姓氏：${data.surname ?? '未填写'}　祖籍：${data.ancestralPlace ?? '未填写'}`}</Text>
      {line('paternal')}
      {line('maternal')}
      <Text className='xg-go__meta'>单倍群只反映一条父系或母系祖先链，不能据此认定亲属关系或同一家族。</Text>
    </View>
  )
}

export function CladeView({ data }: { data: Clade }) {
  return (
    <View className='xg-go'>
      <Text className='xg-go__title'>{`${LINE_LABEL[data.line]}支系 ${data.clade}`}</Text>
      <Text className='xg-go__meta'>{`${levelText(data.levelsAbove)} · ${data.tree}`}</Text>
      <View className='xg-go__card'>
        <Text className='xg-go__h'>在参考树上的位置</Text>
        <Path path={data.path} />
      </View>
      <View className='xg-go__card'>
        <Text className='xg-go__h'>参考人群中的分布</Text>
        <Populations rows={data.populations} note={data.populationsNote} />
        {data.indexPopulations.length ? <Text className='xg-go__meta'>{`单倍群人群索引（Y-LineageTracker）为该支系列出的人群：${data.indexPopulations.join('、')}`}</Text> : null}
      </View>
      {data.optedIn ? (
        <Button to={href('/report/gene-origin/common-origin', {}, withBarcode(data.barcode, { line: data.line, clade: data.clade }))}>查看同属该支系的用户统计</Button>
      ) : null}
    </View>
  )
}

export function CommonListView({ data }: { data: CommonList }) {
  const rows = usefulClades(data.clades)
  return (
    <View className='xg-go'>
      <Text className='xg-go__title'>{`${LINE_LABEL[data.line]}共同起源`}</Text>
      <View className='xg-go__tabs'>
        {(['paternal', 'maternal'] as const).map(l => (
          <Link key={l} to={href('/report/gene-origin/common-list', {}, withBarcode(data.barcode, { line: l }))} className={`xg-go__tab${l === data.line ? ' xg-go__tab--on' : ''}`}>{LINE_LABEL[l]}</Link>
        ))}
      </View>
      {data.haplogroup ? <Text className='xg-go__meta'>{`您的${LINE_LABEL[data.line]}单倍群 ${data.haplogroup}（${data.tree ?? ''}）。从您的单倍群往上，每一级支系里有多少开启了基因溯源的其他用户：`}</Text> : null}
      {data.reason ? <Text className='xg-go__note'>{data.reason}</Text> : null}
      {rows.map(c => (
        <Link key={c.clade} className='xg-go__clade' to={href('/report/gene-origin/common-origin', {}, withBarcode(data.barcode, { line: data.line, clade: c.clade }))}>
          <Text className='xg-go__h'>{c.clade}</Text>
          <Text className='xg-go__text'>{commonRowText(data.line, c.clade, c.people, c.sameSurname, data.surname !== null)}</Text>
          <Text className='xg-go__meta'>{levelText(data.clades.length - 1 - c.level)}</Text>
        </Link>
      ))}
      {rows.length < data.clades.length ? <Text className='xg-go__meta'>更上游的支系包含全部参与者，人数不再变化，不再列出。</Text> : null}
      <Text className='xg-go__meta'>{`少于 ${data.anonymityMin} 人时只显示“少于${data.anonymityMin}人”。同属一个支系说明在这条祖先链上有共同祖先，但可能在很多代以前。`}</Text>
    </View>
  )
}

export function CommonView({ data }: { data: Common }) {
  return (
    <View className='xg-go'>
      <Text className='xg-go__title'>{`共同起源：${LINE_LABEL[data.line]} ${data.clade}`}</Text>
      <Text className='xg-go__meta'>{`${levelText(data.levelsAbove)} · ${data.tree}`}</Text>
      <View className='xg-go__card'>
        <Count label='同属该支系的其他用户' value={data.people} />
        {data.surname ? <Count label={`其中姓${data.surname}`} value={data.sameSurname} /> : null}
      </View>
      <View className='xg-go__card'>
        <Text className='xg-go__h'>姓氏</Text>
        {data.surnames.map(b => <Count key={b.name} label={b.name} value={b.people} />)}
        <Count label={data.surnames.length ? '其他姓氏（含未填写）' : '全部姓氏（每个姓氏都不足 5 人）'} value={data.otherSurnames} />
      </View>
      <View className='xg-go__card'>
        <Text className='xg-go__h'>祖籍省份</Text>
        {data.provinces.map(b => <Count key={b.name} label={b.name} value={b.people} />)}
        <Count label={data.provinces.length ? '其他省份（含未填写）' : '全部省份（每个省份都不足 5 人）'} value={data.otherProvinces} />
      </View>
      <Text className='xg-go__meta'>{`只显示人数，不显示任何人的姓名或联系方式；少于 ${data.anonymityMin} 人的姓氏和省份合并显示。`}</Text>
      <Link className='xg-go__link' to={href('/report/gene-origin/detail', {}, withBarcode(data.barcode, { line: data.line, clade: data.clade }))}>{`${data.clade} 在参考人群中的分布 ›`}</Link>
    </View>
  )
}

export function ProtocolView() {
  return (
    <View className='xg-go'>
      <Text className='xg-go__title'>基因溯源服务协议</Text>
      <Text className='xg-go__meta'>{`版本 ${PROTOCOL_VERSION}`}</Text>
      {PROTOCOL.map(s => (
        <View className='xg-go__section' key={s.h}>
          <Text className='xg-go__h'>{s.h}</Text>
          {s.p.map(p => <Text className='xg-go__text' key={p}>{p}</Text>)}
        </View>
      ))}
      <Link className='xg-go__link' to={href('/protocol/privacy')}>隐私政策 ›</Link>
    </View>
  )
}

export function SponsorView() {
  return (
    <View className='xg-go'>
      <Text className='xg-go__title'>{SPONSOR.title}</Text>
      <View className='xg-go__card'>
        {SPONSOR.paragraphs.map(p => <Text className='xg-go__text' key={p}>{p}</Text>)}
      </View>
      <Button variant='secondary' to={href('/report/gene-origin')}>返回基因溯源</Button>
    </View>
  )
}
