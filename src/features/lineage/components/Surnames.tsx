/**
 * The surname library (spec 2.10 /ancestry/library-surname/..., surname-base): the surnames of
 * 《百家姓》 with their pinyin, and for each the ancestral provinces, Y haplogroups and gene
 * families of the people whose owners turned 基因溯源 on, computed by the server (a group of
 * fewer than five is shown as 少于5人). Celebrity, family and live content is shown only where a
 * source exists; none exists yet, and those pages say so.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useSurname, useSurnameDistribution, useSurnameGeneFamilies, useSurnameHaplogroups, useSurnames } from '../hooks/useLineage'
import { CountTag, lineageStates, Page, Pager } from './common'

const surnameHref = (id: number) => href('/ancestry/library-surname/:id', { id })

export function SurnameLibrary({ search = false }: { search?: boolean }) {
  const initial = useRouteParams().keyword ?? ''
  const [keyword, setKeyword] = useState(initial)
  const [submitted, setSubmitted] = useState(initial)
  const [page, setPage] = useState(1)
  const state = useSurnames(page, submitted)
  const submit = () => {
    setPage(1)
    setSubmitted(keyword)
  }
  return (
    <Page title={search ? '搜索姓氏' : '姓氏库'} sub={search ? '输入汉字或拼音（不带声调），如“欧阳”“ouyang”“shan”。' : undefined}>
      <View className='xg-lin__search'>
        <Input className='xg-lin__input xg-surname__keyword' value={keyword} placeholder='汉字或拼音' confirmType='search' onInput={e => setKeyword(e.detail.value)} onConfirm={submit} />
        <Button size='s' onClick={submit}>搜索</Button>
      </View>
      <PageState {...lineageStates()} state={state}>
        {l => (
          <>
            {!search && !submitted ? <Text className='xg-lin__meta'>{`${l.source.title}：${l.source.note}`}</Text> : null}
            {l.total === 0 ? <Text className='xg-lin__note'>{`《百家姓》中没有与“${submitted}”匹配的姓氏。`}</Text> : null}
            <View className='xg-lin__grid xg-surname__grid'>
              {l.list.map(s => (
                <Link key={s.id} className='xg-lin__cell xg-surname__cell' to={surnameHref(s.id)}>
                  <Text className='xg-lin__cell-big'>{s.surname}</Text>
                  <Text className='xg-lin__meta'>{s.pinyin}</Text>
                </Link>
              ))}
            </View>
            <Pager data={l} onPage={setPage} />
          </>
        )}
      </PageState>
    </Page>
  )
}

/** the library surname behind an id, then the page made from it */
function WithSurname({ id, children }: { id: string; children: (s: { id: number; surname: string; pinyin: string }) => JSX.Element }) {
  const state = useSurname(Number(id) || 0)
  return <PageState {...lineageStates()} state={state}>{s => children(s)}</PageState>
}

export function SurnameDetail({ id }: { id: string }) {
  const state = useSurname(Number(id) || 0)
  return (
    <PageState {...lineageStates()} state={state}>
      {s => (
        <Page title={`${s.surname}姓`} sub={`${s.pinyin}${s.compound ? ' · 复姓' : ''} · 《百家姓》第 ${s.position} 个姓氏`}>
          <View className='xg-lin__card'>
            <View className='xg-lin__row'>
              <Text className='xg-lin__text'>开启“基因溯源”的{s.surname}姓检测人</Text>
              <CountTag {...s.persons} />
            </View>
            <View className='xg-lin__row'>
              <Text className='xg-lin__text'>其中有 Y 单倍群结果的男性</Text>
              <CountTag {...s.men} />
            </View>
            <Text className='xg-lin__meta'>人数来自本平台开启“基因溯源”的检测人，不代表全国人口；少于 5 人时不显示具体人数。</Text>
          </View>
          <View className='xg-lin__links'>
            <Button variant='secondary' size='s' to={href('/ancestry/library-surname/:id/distribution', { id: s.id })}>祖籍分布</Button>
            <Button variant='secondary' size='s' to={href('/ancestry/library-surname/:id/haplogroup', { id: s.id })}>父系单倍群</Button>
            <Button variant='secondary' size='s' to={href('/ancestry/library-surname/:id/gene-family', { id: s.id })}>基因家族</Button>
            <Button variant='secondary' size='s' to={href('/ancestry/library-surname/:id/celebrity-family', { id: s.id })}>名人家族</Button>
          </View>
          <Text className='xg-lin__meta'>{`来源：${s.source.title}。${s.source.note}`}</Text>
        </Page>
      )}
    </PageState>
  )
}

function Distribution({ surname, provinceCode, provinceLink }: { surname: string; provinceCode?: string; provinceLink?: (code: string) => string }) {
  const state = useSurnameDistribution(surname, provinceCode)
  return (
    <PageState {...lineageStates()} state={state}>
      {d => {
        const max = Math.max(1, ...d.list.map(g => g.count ?? 0))
        return (
          <Page title={d.provinceName ? `${surname}姓 · ${d.provinceName}` : `${surname}姓的祖籍分布`} sub={d.total.count !== null ? `共 ${d.total.label}` : `人数：${d.total.label}`}>
            {d.list.length === 0 ? <Text className='xg-lin__note'>{d.total.count === null ? '开启“基因溯源”并填写了祖籍的人数还太少，暂不显示分布。' : `还没有一个地区的人数达到 ${d.minGroupSize} 人，暂不列出地区。`}</Text> : null}
            <View className='xg-lin__card xg-surname__distribution'>
              {d.list.map(g => {
                const row = (
                  <>
                    <Text className='xg-lin__name' style={{ width: '7em', flexShrink: 0 }}>{g.name}</Text>
                    <View className='xg-lin__bar'>{g.count !== null ? <View className='xg-lin__bar-fill' style={{ width: `${(100 * g.count) / max}%` }} /> : null}</View>
                    <CountTag label={g.label} count={g.count} />
                  </>
                )
                return provinceLink ? (
                  <Link key={g.code} className='xg-lin__item' to={provinceLink(g.code)}>{row}</Link>
                ) : (
                  <View key={g.code} className='xg-lin__item'>{row}</View>
                )
              })}
              {d.list.length > 0 ? <Text className='xg-lin__meta'>{`其他地区（不足 ${d.minGroupSize} 人的地区不列出名称）或未填写祖籍：${d.other.label}`}</Text> : null}
            </View>
            <Text className='xg-lin__meta'>{d.basis}</Text>
          </Page>
        )
      }}
    </PageState>
  )
}

export function SurnameDistribution({ id }: { id: string }) {
  return <WithSurname id={id}>{s => <Distribution surname={s.surname} provinceLink={code => href('/ancestry/library-surname/:id/province', { id: s.id }, { code })} />}</WithSurname>
}

export function SurnameProvince({ id }: { id: string }) {
  const code = useRouteParams().code
  return (
    <WithSurname id={id}>
      {s => (code && /^\d{2}0000$/.test(code) ? <Distribution surname={s.surname} provinceCode={code} /> : <Distribution surname={s.surname} provinceLink={c => href('/ancestry/library-surname/:id/province', { id: s.id }, { code: c })} />)}
    </WithSurname>
  )
}

/** 寻根登记's surname distribution: by the surname text (any surname, not only those of the library) */
export function LeadSurnameDistribution() {
  const surname = (useRouteParams().surname ?? '').trim()
  if (!surname) return <Page title='姓氏分布'><Text className='xg-lin__note'>请从寻根登记进入，或在姓氏库中选择一个姓氏。</Text><Button to={href('/ancestry/library-surname')}>去姓氏库</Button></Page>
  return <Distribution surname={surname} />
}

export function SurnameHaplogroups({ id }: { id: string }) {
  return (
    <WithSurname id={id}>
      {s => <HaplogroupsOf surname={s.surname} />}
    </WithSurname>
  )
}

function HaplogroupsOf({ surname }: { surname: string }) {
  const state = useSurnameHaplogroups(surname)
  return (
    <PageState {...lineageStates()} state={state}>
      {h => (
        <Page title={`${surname}姓的父系单倍群`} sub={`有 Y 单倍群结果的男性：${h.men.label}`}>
          {h.clades.length === 0 ? <Text className='xg-lin__note'>{`还没有一个支系聚集了至少 ${h.minGroupSize} 位开启“基因溯源”且有 Y 单倍群结果的${surname}姓男性。`}</Text> : null}
          {h.clades.map(c => (
            <View key={c.clade} className='xg-lin__card xg-surname__clade'>
              <Link className='xg-lin__row' to={href('/ancestry/ytree/:id', { id: c.clade })}>
                <Text className='xg-lin__h'>{`${c.clade} 系`}</Text>
                <CountTag label={c.label} count={c.count} />
              </Link>
              {c.subclades.map(sc => (
                <Link key={sc.id} className='xg-lin__item' to={href('/ancestry/ytree/:id', { id: sc.id })}>
                  <Text className='xg-lin__text'>{`${sc.id}（${sc.shortName}）`}</Text>
                  <CountTag label={sc.label} count={sc.count} />
                </Link>
              ))}
            </View>
          ))}
          {h.clades.length > 0 ? <Text className='xg-lin__meta'>{`其他支系（不足 ${h.minGroupSize} 人的支系不列出名称）：${h.other.label}`}</Text> : null}
          <Text className='xg-lin__meta'>{h.basis}</Text>
        </Page>
      )}
    </PageState>
  )
}

export function SurnameGeneFamilies({ id }: { id: string }) {
  return <WithSurname id={id}>{s => <GeneFamiliesOf surname={s.surname} />}</WithSurname>
}

function GeneFamiliesOf({ surname }: { surname: string }) {
  const state = useSurnameGeneFamilies(surname)
  return (
    <PageState {...lineageStates()} state={state}>
      {f => (
        <Page title={`${surname}姓的基因家族`} sub={`有 Y 单倍群结果的男性：${f.men.label}`}>
          {f.list.length === 0 ? <Text className='xg-lin__note'>{`还没有一个 Y 树分支上聚集了至少 ${f.minGroupSize} 位开启“基因溯源”的${surname}姓男性。`}</Text> : null}
          {f.list.length ? (
            <View className='xg-lin__card'>
              <View className='xg-lin__list'>
                {f.list.map(g => (
                  <Link key={g.id} className='xg-lin__item xg-surname__family' to={href('/ancestry/ytree/:id', { id: g.id })}>
                    <View className='xg-lin__item-main'>
                      <Text className='xg-lin__name'>{g.shortName}</Text>
                      <Text className='xg-lin__meta'>{`${g.id} · 第 ${g.depth} 级`}</Text>
                    </View>
                    <CountTag label={g.label} count={g.count} />
                  </Link>
                ))}
              </View>
            </View>
          ) : null}
          <Text className='xg-lin__meta'>{f.basis}</Text>
        </Page>
      )}
    </PageState>
  )
}

/** a page whose content needs a source (celebrities, genealogies, live shows): none exists yet */
export function NoSourcedContent({ title, what }: { title: string; what: string }) {
  return (
    <Page title={title}>
      <View className='xg-lin__card xg-lin__no-source'>
        <Text className='xg-lin__h'>暂无有出处的内容</Text>
        <Text className='xg-lin__text'>{`${what}需要可以核实的出处（族谱、史志或经授权的资料）。目前平台还没有收录任何有出处的${what}，因此这里不展示内容，也不会用未经核实的资料代替。`}</Text>
      </View>
      <View className='xg-lin__links'>
        <Button variant='secondary' to={href('/ancestry/library-surname')}>姓氏库</Button>
        <Button variant='secondary' to={href('/ancestry/ytree/search')}>搜索 Y 树</Button>
      </View>
    </Page>
  )
}

export function SurnameCelebrityFamily({ id }: { id: string }) {
  return <WithSurname id={id}>{s => <NoSourcedContent title={`${s.surname}姓名人家族`} what='名人家族资料' />}</WithSurname>
}

export function SurnameBase() {
  return (
    <Page title='姓氏基地' sub='从姓氏出发寻根：姓氏的祖籍分布、父系单倍群和基因家族，都来自开启“基因溯源”的检测人。'>
      <View className='xg-lin__card'>
        <Text className='xg-lin__h'>姓氏库</Text>
        <Text className='xg-lin__meta'>收录《百家姓》中的全部姓氏，附拼音。</Text>
        <View className='xg-lin__links'>
          <Button size='s' to={href('/ancestry/library-surname')}>浏览姓氏库</Button>
          <Button size='s' variant='secondary' to={href('/ancestry/library-surname/search')}>搜索姓氏</Button>
        </View>
      </View>
      <View className='xg-lin__card'>
        <Text className='xg-lin__h'>Y 染色体树</Text>
        <Text className='xg-lin__meta'>ISOGG 2019–2020 Y 树，按 SNP 或单倍群查找父系分支。</Text>
        <Button size='s' to={href('/ancestry/ytree/search')}>搜索 Y 树</Button>
      </View>
      <View className='xg-lin__card'>
        <Text className='xg-lin__h'>寻根登记</Text>
        <Text className='xg-lin__meta'>登记您的姓氏和祖籍，有新线索时按您选择的方式联系您。</Text>
        <Button size='s' to={href('/ancestry/wechat-lead')}>去登记</Button>
      </View>
      <View className='xg-lin__links'>
        <Link className='xg-lin__step' to={href('/ancestry/surname-base/celebrity')}>姓氏名人</Link>
        <Link className='xg-lin__step' to={href('/ancestry/surname-base/live')}>姓氏直播</Link>
      </View>
    </Page>
  )
}
