/**
 * One family (spec 2.10 /ancestry/family/:id; 3.12): 姓氏, 郡望, 堂号, 字辈 by generation, the
 * ancestors and celebrities, the history lines in time order, its genealogy books, how many tree
 * persons are linked (their names for the maker only), and 保存到我的家族. A family not approved
 * is its maker's only; everyone else is told it was not found.
 */
import { Text, View } from '@tarojs/components'
import { FAMILIES } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { isAuthed } from '@/stores/session'
import { useFamily } from '../hooks/useFamilies'
import { familyTitle, generations, STATUS_LABELS, type FamilyDetail } from '../model/families'
import { familyStates, NoFamily, Page, SampleTag } from './common'

export function Poem({ poem }: { poem: string | null }) {
  const gens = generations(poem)
  if (!gens.length) return <Text className='xg-fam__meta'>还没有字辈记录。</Text>
  return (
    <View className='xg-fam__poem xg-fam-poem'>
      {gens.map(g => (
        <View key={g.n} className='xg-fam__gen'>
          <Text className='xg-fam__gen-char'>{g.char}</Text>
          <Text className='xg-fam__gen-n'>{`第 ${g.n} 代`}</Text>
        </View>
      ))}
    </View>
  )
}

export function FamilyBody({ d }: { d: FamilyDetail }) {
  const ancestors = d.people.filter(p => p.kind === 'ancestor')
  const celebrities = d.people.filter(p => p.kind === 'celebrity')
  return (
    <>
      {d.sample ? <Text className='xg-fam__note'>这是示例家族：人物、事件和族谱页面都是虚构的，只用于展示家族记录的样子。</Text> : null}
      <View className='xg-fam__card'>
        <View className='xg-fam__tags'>
          <Text className='xg-fam__h'>{familyTitle(d)}</Text>
          <SampleTag sample={d.sample} />
          {d.mine ? <Text className='xg-fam__tag xg-fam-status'>{STATUS_LABELS[d.status]}</Text> : null}
        </View>
        <Text className='xg-fam__meta'>{[`${d.surname}姓`, d.commandery ? `郡望：${d.commandery}` : '', d.hall ? `堂号：${d.hall}` : '', d.originPlace ? `发源地：${d.originPlace}` : ''].filter(Boolean).join('　')}</Text>
        {d.haplogroup ? <Text className='xg-fam__meta'>{`家族男性成员的 Y 单倍群：${d.haplogroup}（来自关联的检测结果）`}</Text> : null}
        {d.tags.length ? <View className='xg-fam__tags'>{d.tags.map(t => <Text key={t} className='xg-fam__tag xg-fam__tag--muted'>{t}</Text>)}</View> : null}
        {d.intro ? <Text className='xg-fam__text'>{d.intro}</Text> : null}
        {d.mine && d.reviewNote ? <Text className='xg-fam__error'>{`审核意见：${d.reviewNote}`}</Text> : null}
      </View>
      <View className='xg-fam__card'>
        <Text className='xg-fam__h'>字辈</Text>
        <Poem poem={d.generationPoem} />
      </View>
      <View className='xg-fam__card xg-fam-people'>
        <Text className='xg-fam__h'>先祖</Text>
        {ancestors.length ? ancestors.map(p => (
          <Link key={p.id} className='xg-fam__item' to={href('/ancestry/ancestor/:id?', { id: p.id })}>
            <View className='xg-fam__item-main'><Text className='xg-fam__name'>{p.name}</Text><Text className='xg-fam__meta'>{[p.era, p.description].filter(Boolean).join(' · ')}</Text></View>
          </Link>
        )) : <Text className='xg-fam__meta'>还没有先祖记录。</Text>}
        <Text className='xg-fam__h'>名人</Text>
        {celebrities.length ? celebrities.map(p => (
          <Link key={p.id} className='xg-fam__item' to={href('/ancestry/ancestor/:id?', { id: p.id })}>
            <View className='xg-fam__item-main'><Text className='xg-fam__name'>{p.name}</Text><Text className='xg-fam__meta'>{[p.era, p.description].filter(Boolean).join(' · ')}</Text></View>
          </Link>
        )) : <Text className='xg-fam__meta'>还没有名人记录。</Text>}
      </View>
      <View className='xg-fam__card'>
        <Text className='xg-fam__h'>大事记</Text>
        {d.historyLines.length ? (
          <View className='xg-fam__timeline xg-fam-history'>
            {d.historyLines.map(l => (
              <View key={l.id} className='xg-fam__event'>
                <Text className='xg-fam__when'>{l.timeText}</Text>
                <Text className='xg-fam__name'>{l.title}</Text>
                {l.content ? <Text className='xg-fam__text'>{l.content}</Text> : null}
              </View>
            ))}
          </View>
        ) : <Text className='xg-fam__meta'>还没有大事记。</Text>}
      </View>
      <View className='xg-fam__card'>
        <Text className='xg-fam__h'>族谱</Text>
        {d.genealogies.length ? d.genealogies.map(g => (
          <Link key={g.id} className='xg-fam__item' to={href('/ancestry/genealogy-images/images', {}, { id: g.id })}>
            <View className='xg-fam__item-main'><Text className='xg-fam__name'>{g.title}</Text><Text className='xg-fam__meta'>{`${g.compiled ?? '年代不详'} · ${g.pageCount} 页`}</Text></View>
          </Link>
        )) : <Text className='xg-fam__meta'>还没有族谱影像。</Text>}
      </View>
      <View className='xg-fam__card'>
        <Text className='xg-fam__h'>家谱成员</Text>
        <Text className='xg-fam__meta'>{d.treePersonCount ? `已关联家谱成员 ${d.treePersonCount} 位。` : '还没有关联家谱成员。'}{d.mine ? '' : '成员姓名只有家族创建者能看到。'}</Text>
        {d.treePersons.map(p => <Text key={`${p.treeId}-${p.personId}`} className='xg-fam__text'>{p.name}</Text>)}
      </View>
    </>
  )
}

function SaveButton({ d, reload }: { d: FamilyDetail; reload: () => void }) {
  const saving = useSubmit(async () => {
    await call(FAMILIES.save, { body: { familyId: d.id, saved: !d.saved } })
    toast(d.saved ? '已移出' : '已保存', 'success')
    invalidateQueries(['families'])
    reload()
  }, { failure: '保存失败，请稍后重试', onError: inToast })
  if (!isAuthed()) return <Button variant='secondary' to={href('/auth/signin', {}, { from: href('/ancestry/family/:id', { id: d.id }) })}>登录后保存到我的家族</Button>
  if (d.mine || d.status !== 'approved') return null
  return <Button variant={d.saved ? 'secondary' : 'primary'} loading={saving.busy} onClick={() => void saving.run()} className='xg-fam-save'>{d.saved ? '已保存（点击移出我的家族）' : '保存到我的家族'}</Button>
}

export function FamilyDetailPage({ id }: { id: string }) {
  return Number(id) > 0 ? <FamilyDetailOf id={Number(id)} /> : <NoFamily />
}

function FamilyDetailOf({ id }: { id: number }) {
  const state = useFamily(id)
  return (
    <PageState {...familyStates()} state={state}>
      {d => (
        <Page title={d.name}>
          <FamilyBody d={d} />
          <View className='xg-fam__links'>
            <SaveButton d={d} reload={state.reload} />
            {d.mine ? <Button variant='secondary' to={href('/ancestry/self-build-family/edit', {}, { id: d.id })}>编辑家族</Button> : null}
            <Button variant='secondary' to={href('/ancestry/family/family-match-detail', {}, { id: d.id })}>我与这个家族</Button>
          </View>
        </Page>
      )}
    </PageState>
  )
}

/** /ancestry/family/save?id=: save a family to 我的家族 (the page says what saving does) */
export function SaveFamily() {
  const id = Number(useRouteParams().id) || 0
  if (!id) return <Page title='保存家族' sub='从家族页点“保存到我的家族”，以后可以在“我的家族”里找到它。'><Button to={href('/ancestry/library-family')}>去家族库</Button></Page>
  return <SaveFamilyOf id={id} />
}

function SaveFamilyOf({ id }: { id: number }) {
  const state = useFamily(id)
  return (
    <PageState {...familyStates()} state={state}>
      {d => (
        <Page title='保存家族' sub='保存后，这个家族会出现在“我的家族”里；只有您自己能看到您保存了哪些家族。'>
          <View className='xg-fam__card'>
            <View className='xg-fam__tags'><Text className='xg-fam__h'>{familyTitle(d)}</Text><SampleTag sample={d.sample} /></View>
            <Text className='xg-fam__meta'>{d.saved ? '已在我的家族中。' : '尚未保存。'}</Text>
          </View>
          <View className='xg-fam__links'>
            <SaveButton d={d} reload={state.reload} />
            <Button variant='secondary' to={href('/ancestry/family/mine')}>我的家族</Button>
          </View>
        </Page>
      )}
    </PageState>
  )
}
