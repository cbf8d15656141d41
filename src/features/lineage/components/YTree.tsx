/**
 * The Y tree (spec 2.10 /ancestry/ytree/...): the ISOGG 2019-2020 tree of the reference data,
 * served a branch at a time. A branch page shows its path from the root, its representative SNP
 * and its children with their sizes and how many opted-in people are on them (少于5人 below
 * five); the branch page lists everything below it; the detail page lists every defining SNP and
 * the men on the branch who share their lineage (基因寻亲 on both sides).
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { navigate } from '@/navigation'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useBranchPeople, useClanBarcode, useYtreeBranch, useYtreeInfo, useYtreeNode, useYtreeSearch, useYtreeSnps } from '../hooks/useLineage'
import { matchText, mutationText, SEARCH_HINTS, searchKind, YTREE_ROOT } from '../model/lineage'
import { clanRefusal, CountTag, lineageStates, Page, Pager } from './common'

const nodeHref = (id: string) => href('/ancestry/ytree/:id', { id })

function PathBar({ path, here }: { path: Array<{ id: string; shortName: string }>; here: string }) {
  return (
    <View className='xg-lin__path xg-ytree__path'>
      {path.map(p => (
        <Link key={p.id} className='xg-lin__step' to={nodeHref(p.id)}>{p.id}</Link>
      ))}
      <Text className='xg-lin__step xg-lin__step--here'>{here}</Text>
    </View>
  )
}

function SearchBox({ initial = '' }: { initial?: string }) {
  const [keyword, setKeyword] = useState(initial)
  const go = () => keyword.trim() && navigate(href('/ancestry/ytree/search', {}, { keyword: keyword.trim() }))
  return (
    <View className='xg-lin__search'>
      <Input className='xg-lin__input xg-ytree__keyword' value={keyword} placeholder='SNP 或单倍群，如 M117、O2a2b1a1' confirmType='search' onInput={e => setKeyword(e.detail.value)} onConfirm={go} />
      <Button size='s' onClick={go}>搜索</Button>
    </View>
  )
}

export function YTreeNode({ id }: { id?: string }) {
  const nodeId = id || YTREE_ROOT
  const state = useYtreeNode(nodeId)
  return (
    <PageState {...lineageStates()} state={state}>
      {n => (
        <Page title={`Y 树 · ${n.shortName}`} sub={n.id === n.shortName ? `第 ${n.depth} 级` : `ISOGG 全称 ${n.id} · 第 ${n.depth} 级`}>
          <SearchBox />
          <PathBar path={n.path} here={n.id} />
          <View className='xg-lin__card'>
            {n.representativeSnp ? (
              <Text className='xg-lin__text'>{`代表性 SNP：${n.representativeSnp.name}（chrY:${n.representativeSnp.pos}，GRCh37，${mutationText({ ...n.representativeSnp, indel: !n.representativeSnp.ancestral })}${n.representativeSnp.rsid ? `，${n.representativeSnp.rsid}` : ''}）`}</Text>
            ) : (
              <Text className='xg-lin__text'>这一级在参考数据中没有自己的 SNP，是由下游分支的命名推出的中间节点。</Text>
            )}
            <Text className='xg-lin__meta'>{`定义 SNP ${n.snpCount} 个 · 下游分支 ${n.descendantCount} 个${n.tentativeOnly ? ' · ISOGG 标注为暂定位置' : ''}`}</Text>
            <View className='xg-lin__row'>
              <Text className='xg-lin__meta'>开启“基因溯源”的检测人在此分支及下游</Text>
              <CountTag {...n.members} />
            </View>
            {n.populations.length ? <Text className='xg-lin__meta'>{`Y-LineageTracker 的 ISOGG 群体索引记载此分支常见于：${n.populations.join('；')}`}</Text> : null}
            <View className='xg-lin__links'>
              <Button size='s' variant='secondary' to={href('/ancestry/ytree/detail', {}, { id: n.id })}>定义 SNP 与族人</Button>
              {n.descendantCount ? <Button size='s' variant='secondary' to={href('/ancestry/ytree/:id/branch', { id: n.id })}>展开整个分支</Button> : null}
            </View>
          </View>
          {n.children.length ? (
            <View className='xg-lin__card'>
              <Text className='xg-lin__h'>{`下一级分支（${n.children.length}）`}</Text>
              <View className='xg-lin__list'>
                {n.children.map(c => (
                  <Link key={c.id} className='xg-lin__item xg-ytree__child' to={nodeHref(c.id)}>
                    <View className='xg-lin__item-main'>
                      <Text className='xg-lin__name'>{c.shortName}</Text>
                      <Text className='xg-lin__meta'>{`${c.id} · SNP ${c.snpCount} 个 · 下游 ${c.descendantCount} 个分支`}</Text>
                    </View>
                    <CountTag {...c.members} />
                  </Link>
                ))}
              </View>
            </View>
          ) : (
            <Text className='xg-lin__note'>这是参考树中最末端的分支，下面没有更细的已命名分支。</Text>
          )}
          <Text className='xg-lin__meta'>
            {`参考树：${n.tree}。人数只统计开启“基因溯源”的检测人，少于 5 人时不显示具体人数。`}
            <Link className='xg-lin__step' to={href('/ancestry/ytree/changelog/:id?', {})}>版本与来源</Link>
          </Text>
        </Page>
      )}
    </PageState>
  )
}

export function YTreeBranch({ id }: { id: string }) {
  const [page, setPage] = useState(1)
  const state = useYtreeBranch(id, page)
  return (
    <PageState {...lineageStates()} state={state}>
      {b => (
        <Page title={`${b.shortName} 的整个分支`} sub={`${b.id} 以下共 ${b.total} 个已命名分支，按树的顺序排列，缩进表示层级。`}>
          <View className='xg-lin__card'>
            <View className='xg-lin__list'>
              {b.list.map(x => (
                <Link key={x.id} className='xg-lin__item xg-ytree__branch-item' to={nodeHref(x.id)}>
                  <View className='xg-lin__item-main'>
                    <Text className='xg-lin__name'>
                      <Text className='xg-lin__indent'>{'│ '.repeat(Math.min(x.depth - 1, 12))}</Text>
                      {x.shortName}
                    </Text>
                    <Text className='xg-lin__meta'>{`${x.id} · SNP ${x.snpCount} 个${x.childCount ? ` · 下一级 ${x.childCount} 个` : ''}`}</Text>
                  </View>
                </Link>
              ))}
            </View>
          </View>
          <Pager data={b} onPage={setPage} />
        </Page>
      )}
    </PageState>
  )
}

function BranchPeople({ id }: { id: string }) {
  const barcode = useClanBarcode()
  if (barcode.status !== 'done') return null
  if (!barcode.data) return <Text className='xg-lin__meta'>登录并有已发布报告的检测人开启“基因寻亲”后，可以看到这个分支上同样开启了寻亲的族人。</Text>
  return <PeopleList id={id} barcode={barcode.data} />
}

function PeopleList({ id, barcode }: { id: string; barcode: string }) {
  const [page, setPage] = useState(1)
  const state = useBranchPeople(id, barcode, page)
  return (
    <PageState {...lineageStates(clanRefusal)} state={state}>
      {p => (
        <View className='xg-lin__list'>
          {p.total === 0 ? <Text className='xg-lin__meta'>这个分支上暂时没有开启“基因寻亲”的其他族人。</Text> : null}
          {p.list.map(m => (
            <View key={m.personId} className='xg-lin__item'>
              <View className='xg-lin__item-main'>
                <Text className='xg-lin__name'>{m.displayName}</Text>
                <Text className='xg-lin__meta'>{`${m.shortName}（${m.haplogroup}）${m.ancestralProvince ? ` · 祖籍 ${m.ancestralProvince}` : ''}`}</Text>
              </View>
            </View>
          ))}
          <Pager data={p} onPage={setPage} />
        </View>
      )}
    </PageState>
  )
}

export function YTreeDetail() {
  const id = useRouteParams().id || YTREE_ROOT
  const [page, setPage] = useState(1)
  const state = useYtreeSnps(id, page)
  return (
    <PageState {...lineageStates()} state={state}>
      {s => (
        <Page title={`${s.shortName} 的定义 SNP`} sub={`${s.id} · 共 ${s.total} 个（GRCh37 坐标，ISOGG 2019–2020）`}>
          <View className='xg-lin__card'>
            {s.total === 0 ? (
              <Text className='xg-lin__meta'>这一级在参考数据中没有自己的 SNP。</Text>
            ) : (
              <View className='xg-lin__table xg-ytree__snps'>
                <View className='xg-lin__tr xg-lin__th'>
                  <Text className='xg-lin__td'>SNP</Text>
                  <Text className='xg-lin__td'>位置</Text>
                  <Text className='xg-lin__td xg-lin__td--s'>突变</Text>
                  <Text className='xg-lin__td'>rs 编号</Text>
                </View>
                {s.list.map(x => (
                  <View key={`${x.name}-${x.pos}`} className='xg-lin__tr'>
                    <Text className='xg-lin__td'>{`${x.names}${x.key ? ' ★' : ''}${x.tentative ? '（暂定）' : ''}`}</Text>
                    <Text className='xg-lin__td'>{x.pos}</Text>
                    <Text className='xg-lin__td xg-lin__td--s'>{mutationText(x)}</Text>
                    <Text className='xg-lin__td'>{x.rsid || '—'}</Text>
                  </View>
                ))}
              </View>
            )}
            <Text className='xg-lin__meta'>★ 为 Y-LineageTracker 标注的代表性 SNP；“暂定”为 ISOGG 标注的近似位置（可能位于该分支下未命名的子分支上）。</Text>
          </View>
          <Pager data={s} onPage={setPage} />
          <View className='xg-lin__card'>
            <Text className='xg-lin__h'>这个分支上的族人</Text>
            <BranchPeople id={s.id} />
          </View>
          <Button variant='secondary' to={nodeHref(s.id)}>回到 Y 树</Button>
        </Page>
      )}
    </PageState>
  )
}

export function YTreeSearch() {
  const initial = useRouteParams().keyword ?? ''
  const [keyword, setKeyword] = useState(initial)
  const [submitted, setSubmitted] = useState(initial)
  const state = useYtreeSearch(submitted)
  const kind = searchKind(keyword)
  return (
    <Page title='搜索 Y 树' sub='按 SNP 名称、rs 编号或单倍群名称查找 ISOGG Y 树上的分支。'>
      <View className='xg-lin__search'>
        <Input className='xg-lin__input xg-ytree__keyword' value={keyword} placeholder='如 M117、rs2032658、O2a2b1a1、O-M122' confirmType='search' onInput={e => setKeyword(e.detail.value)} onConfirm={() => setSubmitted(keyword)} />
        <Button size='s' onClick={() => setSubmitted(keyword)}>搜索</Button>
      </View>
      <Text className='xg-lin__meta'>{SEARCH_HINTS[kind]}</Text>
      {submitted.trim() ? (
        <PageState {...lineageStates()} state={state}>
          {r => (
            <View className='xg-lin__card xg-ytree__results'>
              <Text className='xg-lin__h'>{r.list.length ? `找到 ${r.list.length}${r.truncated ? '+' : ''} 个分支` : `没有找到与“${r.keyword}”相关的分支`}</Text>
              <View className='xg-lin__list'>
                {r.list.map(m => (
                  <Link key={m.id} className='xg-lin__item xg-ytree__result' to={nodeHref(m.id)}>
                    <View className='xg-lin__item-main'>
                      <Text className='xg-lin__name'>{m.shortName}</Text>
                      <Text className='xg-lin__meta'>{`${m.id} · ${matchText(m)}`}</Text>
                    </View>
                  </Link>
                ))}
              </View>
              {r.truncated ? <Text className='xg-lin__meta'>结果较多，只列出前 20 个，请输入更完整的名称。</Text> : null}
            </View>
          )}
        </PageState>
      ) : (
        <Button variant='secondary' to={nodeHref(YTREE_ROOT)}>从树根开始浏览</Button>
      )}
    </Page>
  )
}

/** the reference data's two Y tree files, named for people */
const DATASET_TITLES: Record<string, string> = { 'y-snps': 'Y-SNP 表与分支归属', 'y-base-tree': 'Y 树主干（大支系骨架）' }
const DATASET_DESCRIPTIONS: Record<string, string> = {
  'y-snps': 'ISOGG 的 Y-SNP：每个位点所属的单倍群、在 GRCh37/GRCh38 上的位置、祖先与衍生等位基因',
  'y-base-tree': 'Y 树的主干，以 Newick 格式写成'
}

export function YTreeChangelog({ id }: { id?: string }) {
  const state = useYtreeInfo()
  return (
    <PageState {...lineageStates()} state={state}>
      {info => {
        const one = id ? info.datasets.find(d => d.name === id) : undefined
        if (id && !one) return <Page title='Y 树更新记录'><Text className='xg-lin__note'>{`参考数据中没有名为“${id}”的 Y 树文件。`}</Text></Page>
        const list = one ? [one] : info.datasets
        return (
          <Page title='Y 树版本与来源' sub={info.version}>
            {info.notes.map(n => (
              <Text key={n} className='xg-lin__note'>{n}</Text>
            ))}
            {!one ? <Text className='xg-lin__meta'>{`当前树：${info.nodes} 个节点，${info.snps} 个 SNP（其中插入/缺失 ${info.indels} 个只用于命名；${info.unusable} 行缺少位置或等位基因未收录）。`}</Text> : null}
            {list.map(d => (
              <View key={d.name} className='xg-lin__card xg-ytree__dataset'>
                <View className='xg-lin__row'>
                  <Text className='xg-lin__h'>{DATASET_TITLES[d.name] ?? d.name}</Text>
                  <Text className='xg-lin__tag xg-ytree__cite'>{d.version}</Text>
                </View>
                {DATASET_DESCRIPTIONS[d.name] ? <Text className='xg-lin__meta'>{DATASET_DESCRIPTIONS[d.name]}</Text> : <Text className='xg-lin__meta xg-ytree__cite'>{d.description}</Text>}
                {/* the data set's file, source and licence as its publisher states them (a citation) */}
                <Text className='xg-lin__meta xg-ytree__cite'>{`文件：${d.file}`}</Text>
                <Text className='xg-lin__meta xg-ytree__cite'>{`来源：${d.repo} @ ${d.commit.slice(0, 12)}（${d.path}）`}</Text>
                <Text className='xg-lin__meta xg-ytree__cite'>{`许可：${d.licence}`}</Text>
                <Text className='xg-lin__meta'>{`SHA-256：${d.sha256}`}</Text>
                {!one ? <Link className='xg-lin__step' to={href('/ancestry/ytree/changelog/:id?', { id: d.name })}>单独查看</Link> : null}
              </View>
            ))}
            <Button variant='secondary' to={nodeHref(YTREE_ROOT)}>浏览 Y 树</Button>
          </Page>
        )
      }}
    </PageState>
  )
}
