/**
 * The signed-in person's families (spec 2.10 family/mine, family-claimed, clue/:id?, claim-person,
 * family-match-detail; spec 4 "family claim status is edited per family clue"): families they
 * built and saved; family clues of a tested person (approved families of the same surname whose
 * Y haplogroup is of the same lineage, or not yet known), each confirmed (认领) or excluded; the
 * claims made; and what a tested person has in common with one family.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { FAMILIES, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { toast } from '@/components/feedback'
import { useLoad } from '@/hooks/useLoad'
import { invalidateQueries } from '@/hooks/useQuery'
import { useSelectedBarcode } from '@/hooks/useSelectedBarcode'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { isAuthed, useSession } from '@/stores/session'
import { useClaimed, useClues, useMine } from '../hooks/useFamilies'
import { CLAIM_LABELS, familyTitle, type FamilyClue } from '../model/families'
import { familyStates, FamilyRow, Page, SampleTag, SignInFirst } from './common'

/** the tested persons the clue pages can be for: the account's own detections with a report (not shared ones) */
function usePersons() {
  const token = useSession(s => s.token)
  return useLoad(async () => {
    if (!isAuthed()) return []
    const { sample, list } = await call(REPORT_ENDPOINTS.detectionProductInfos)
    return sample ? [] : list.filter(d => d.hasReport && !d.isShare).map(d => ({ barcode: d.barcode, name: d.personName }))
  }, [token])
}

function PersonPicker({ children }: { children: (barcode: string) => JSX.Element }) {
  const given = useRouteParams().barcode ?? null
  const selected = useSelectedBarcode()
  const persons = usePersons()
  const [chosen, setChosen] = useState<string | null>(null)
  if (!isAuthed()) return <SignInFirst what='查看您的家族线索' />
  return (
    <PageState {...familyStates()} state={persons}>
      {list => {
        const barcode = chosen ?? given ?? (list.some(p => p.barcode === selected) ? selected : null) ?? list[0]?.barcode ?? null
        if (!barcode) {
          return (
            <Page title='家族线索' sub='家族线索按检测人的姓氏和父系 Y 单倍群，从家族库里找可能同宗的家族。'>
              <View className='xg-fam__card'>
                <Text className='xg-fam__h'>还没有可用的检测报告</Text>
                <Text className='xg-fam__meta'>绑定采样器、报告发布后即可查看家族线索。</Text>
                <Button to={href('/user/persons/bind')}>绑定采样器</Button>
              </View>
            </Page>
          )
        }
        return (
          <>
            {list.length > 1 ? (
              <View className='xg-fam xg-fam__chips'>
                {list.map(p => <Text key={p.barcode} className={`xg-fam__chip${p.barcode === barcode ? ' xg-fam__chip--on' : ''}`} onClick={() => setChosen(p.barcode)}>{p.name}</Text>)}
              </View>
            ) : null}
            {children(barcode)}
          </>
        )
      }}
    </PageState>
  )
}

function clueRefusal(code: number) {
  if (code === 2200) return <ErrorView title='报告尚未发布' message='样本检测完成、报告发布后即可查看家族线索。' />
  if (code === 4004) return <ErrorView title='没有找到' message='这份检测不属于当前账号。' />
  return null
}

function ClueCard({ clue, barcode, onChanged }: { clue: FamilyClue; barcode: string; onChanged: () => void }) {
  const act = useSubmit(async (status: 'confirmed' | 'excluded' | 'none') => {
    await call(FAMILIES.claim, { body: { barcode, familyId: clue.family.id, status } })
    toast(status === 'confirmed' ? '已认领' : status === 'excluded' ? '已排除' : '已撤销', 'success')
    invalidateQueries(['families'])
    onChanged()
  }, { failure: '操作失败，请稍后重试', onError: inToast })
  return (
    <View className={`xg-fam__card xg-fam-clue xg-fam-clue--${clue.status ?? 'open'}`}>
      <View className='xg-fam__tags'>
        <Link to={href('/ancestry/family/:id', { id: clue.family.id })} className='xg-fam__name'>{familyTitle(clue.family)}</Link>
        {clue.status ? <Text className='xg-fam__tag'>{CLAIM_LABELS[clue.status]}</Text> : null}
      </View>
      {clue.reasons.map(r => <Text key={r} className='xg-fam__meta'>{r}</Text>)}
      <View className='xg-fam__links'>
        {clue.status !== 'confirmed' ? <Button size='s' loading={act.busyFor('confirmed')} onClick={() => void act.runFor('confirmed', 'confirmed')}>确认是我的家族</Button> : null}
        {clue.status !== 'excluded' ? <Button size='s' variant='secondary' loading={act.busyFor('excluded')} onClick={() => void act.runFor('excluded', 'excluded')}>排除</Button> : null}
        {clue.status ? <Button size='s' variant='ghost' loading={act.busyFor('none')} onClick={() => void act.runFor('none', 'none')}>撤销</Button> : null}
      </View>
    </View>
  )
}

function CluesOf({ barcode, only }: { barcode: string; only: number | null }) {
  const state = useClues(barcode)
  return (
    <PageState {...familyStates()} onCode={clueRefusal} state={state}>
      {d => {
        const list = only ? d.list.filter(c => c.family.id === only) : d.list
        return (
          <Page title={only ? '家族线索' : `${d.personName}的家族线索`} sub={`按姓氏（${d.surname}）和父系 Y 单倍群（${d.yHaplogroup ?? '未检出'}）从家族库里查找。线索只是可能，请结合族谱和长辈的记忆确认或排除；示例家族不会作为线索出现。`}>
            {list.length === 0 ? <Text className='xg-fam__note'>{only ? '这个家族不是该检测人的家族线索。' : '暂时没有家族线索。同姓家族通过审核、或家族有男性成员完成检测后，这里会出现新的线索。'}</Text> : null}
            {list.map(c => <ClueCard key={c.family.id} clue={c} barcode={barcode} onChanged={state.reload} />)}
            <View className='xg-fam__links'>
              <Button variant='secondary' to={href('/ancestry/family/family-claimed')}>已认领的家族</Button>
              {only ? <Button variant='secondary' to={href('/ancestry/family/clue/:id?', {})}>全部线索</Button> : null}
            </View>
          </Page>
        )
      }}
    </PageState>
  )
}

export function FamilyClues({ id }: { id?: string }) {
  const only = Number(id) || null
  return <PersonPicker>{barcode => <CluesOf barcode={barcode} only={only} />}</PersonPicker>
}

/** /ancestry/family/claim-person?id=: claim (confirm) one family for a tested person */
export function ClaimPerson() {
  const only = Number(useRouteParams().id) || null
  return <PersonPicker>{barcode => <CluesOf barcode={barcode} only={only} />}</PersonPicker>
}

export function FamilyClaimed() {
  const state = useClaimed()
  if (!isAuthed()) return <SignInFirst what='查看您认领的家族' />
  return (
    <PageState {...familyStates()} state={state}>
      {d => (
        <Page title='已认领的家族' sub='您为检测人确认或排除过的家族线索。'>
          {d.list.length === 0 ? <Text className='xg-fam__note'>还没有认领过家族。</Text> : null}
          <View className='xg-fam__card'>
            {d.list.map(c => (
              <Link key={`${c.barcode}-${c.familyTraceId}`} className='xg-fam__item xg-fam-claim' to={href('/ancestry/family/clue/:id?', { id: c.familyTraceId }, { barcode: c.barcode })}>
                <View className='xg-fam__item-main'>
                  <Text className='xg-fam__name'>{c.familyTraceName}</Text>
                  <Text className='xg-fam__meta'>{`检测人：${c.personName}`}</Text>
                </View>
                <Text className={`xg-fam__tag${c.status === 'excluded' ? ' xg-fam__tag--muted' : ''}`}>{CLAIM_LABELS[c.status]}</Text>
              </Link>
            ))}
          </View>
          <Button variant='secondary' to={href('/ancestry/family/clue/:id?', {})}>查看家族线索</Button>
        </Page>
      )}
    </PageState>
  )
}

export function MyFamilies() {
  const state = useMine()
  if (!isAuthed()) return <SignInFirst what='查看您的家族' />
  return (
    <PageState {...familyStates()} state={state}>
      {d => (
        <Page title='我的家族' sub='您创建的家族（通过审核后公开）和您保存的家族。'>
          <View className='xg-fam__card xg-fam-own'>
            <Text className='xg-fam__h'>我创建的</Text>
            {d.own.length ? d.own.map(f => <FamilyRow key={f.id} f={f} showStatus />) : <Text className='xg-fam__meta'>还没有创建家族。</Text>}
            <Button size='s' to={href('/ancestry/self-build-family/form')}>创建家族</Button>
          </View>
          <View className='xg-fam__card xg-fam-saved'>
            <Text className='xg-fam__h'>我保存的</Text>
            {d.saved.length ? d.saved.map(f => <FamilyRow key={f.id} f={f} />) : <Text className='xg-fam__meta'>还没有保存家族，可在家族库里浏览。</Text>}
          </View>
          <View className='xg-fam__links'>
            <Button variant='secondary' to={href('/ancestry/family/clue/:id?', {})}>家族线索</Button>
            <Button variant='secondary' to={href('/ancestry/family/family-claimed')}>已认领的家族</Button>
          </View>
        </Page>
      )}
    </PageState>
  )
}

/** /ancestry/family/family-match-detail?id=: what a tested person has in common with one family */
export function FamilyMatchDetail() {
  const id = Number(useRouteParams().id) || 0
  return (
    <PersonPicker>
      {barcode => <MatchOf barcode={barcode} id={id} />}
    </PersonPicker>
  )
}

function MatchOf({ barcode, id }: { barcode: string; id: number }) {
  const state = useClues(barcode)
  return (
    <PageState {...familyStates()} onCode={clueRefusal} state={state}>
      {d => {
        const clue = d.list.find(c => c.family.id === id)
        return (
          <Page title='家族匹配详情' sub={`检测人：${d.personName}　姓氏：${d.surname}　Y 单倍群：${d.yHaplogroup ?? '未检出'}`}>
            {clue ? (
              <>
                <View className='xg-fam__card'>
                  <View className='xg-fam__tags'><Text className='xg-fam__h'>{familyTitle(clue.family)}</Text><SampleTag sample={clue.family.sample} /></View>
                  {clue.reasons.map(r => <Text key={r} className='xg-fam__text'>{r}</Text>)}
                  <Text className='xg-fam__meta'>{clue.dna === 'same-lineage' ? '父系 DNA 支持同宗，但同一支系也可能相隔很多代。' : '还不能用 DNA 核对：家族里还没有完成检测的男性成员。'}</Text>
                </View>
                <Button to={href('/ancestry/family/clue/:id?', { id }, { barcode })}>确认或排除</Button>
              </>
            ) : (
              <View className='xg-fam__card'>
                <Text className='xg-fam__text'>这个家族与该检测人不匹配：姓氏不同，或家族的 Y 单倍群属于另一支系（父系不同宗）；示例家族也不参与匹配。</Text>
                <Button variant='secondary' to={href('/ancestry/family/clue/:id?', {})}>看看我的家族线索</Button>
              </View>
            )}
          </Page>
        )
      }}
    </PageState>
  )
}

