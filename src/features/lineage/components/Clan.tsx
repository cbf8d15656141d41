/**
 * 同宗族人 (spec 2.10 /ancestry/ytree/people, 3.12 clan relations, 9): men of the person's surname
 * whose Y lineage shares a branch with theirs, both sides with 基因寻亲 on. Spec 9 orders by years
 * to the common ancestor; the reference tree carries no dating, so the server orders by the
 * depth of the shared branch and the page says so. A remark is the user's own note on a member.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { CLAN_REMARK_MAX } from '@xungen/contracts'
import { LINEAGE } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { toast } from '@/components/feedback'
import { useSubmit } from '@/hooks/useSubmit'
import { goBack } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { isAuthed } from '@/stores/session'
import { useClanBarcode, useClanMember, useClanRelations, useReloadOnReturn } from '../hooks/useLineage'
import { divergenceText } from '../model/lineage'
import { clanRefusal, lineageStates, NoReportPerson, Page, Pager, SignInFirst } from './common'

/** the barcode the clan pages are for; a visitor is asked to sign in, an account without a report to bind a kit */
function BarcodeGate({ children }: { children: (barcode: string) => JSX.Element }) {
  const state = useClanBarcode()
  return (
    <PageState {...lineageStates()} state={state} empty={isAuthed() ? <NoReportPerson /> : <SignInFirst what='查看与您同姓、同父系的宗亲' />}>
      {b => children(b)}
    </PageState>
  )
}

export function ClanList() {
  return <BarcodeGate>{barcode => <ClanListOf barcode={barcode} />}</BarcodeGate>
}

function ClanListOf({ barcode }: { barcode: string }) {
  const [page, setPage] = useState(1)
  const state = useClanRelations(barcode, page)
  useReloadOnReturn(state.reload)
  return (
    <PageState {...lineageStates(clanRefusal)} state={state}>
      {c => (
        <Page title='同宗族人' sub={c.surname && c.shortName ? `${c.personName} · ${c.surname}姓 · ${c.shortName}（${c.haplogroup}）` : c.personName}>
          {c.reason ? <Text className='xg-lin__note'>{c.reason}</Text> : <Text className='xg-lin__note xg-clan__sort'>{c.sortNote}</Text>}
          {!c.reason && c.total === 0 ? <View className='xg-lin__card'><Text className='xg-lin__meta'>暂时没有找到同姓、同父系并开启了“基因寻亲”的族人。</Text></View> : null}
          {c.list.length ? (
            <View className='xg-lin__card'>
              <Text className='xg-lin__h'>{`共 ${c.total} 位，共同分支越深越靠前`}</Text>
              <View className='xg-lin__list'>
                {c.list.map(m => (
                  <Link key={m.personId} className='xg-lin__item xg-clan__member' to={href('/ancestry/ytree/people/:person_id', { person_id: m.personId }, { barcode: c.barcode })}>
                    <View className='xg-lin__item-main'>
                      <Text className='xg-lin__name'>{m.remark ? `${m.displayName}（${m.remark}）` : m.displayName}</Text>
                      <Text className='xg-lin__meta'>{`${m.shortName} · 共同分支 ${m.sharedShortName}（第 ${m.sharedDepth} 级）${m.ancestralProvince ? ` · 祖籍 ${m.ancestralProvince}` : ''}`}</Text>
                    </View>
                    <Text className='xg-lin__tag'>{m.sharedBranch}</Text>
                  </Link>
                ))}
              </View>
            </View>
          ) : null}
          <Pager data={c} onPage={setPage} />
          <Text className='xg-lin__meta'>只显示对方的姓氏加“先生”、Y 单倍群和祖籍省份；对方也只能这样看到您。备注只有您自己能看到。</Text>
        </Page>
      )}
    </PageState>
  )
}

export function ClanMember({ personId }: { personId: string }) {
  return <BarcodeGate>{barcode => <ClanMemberOf barcode={barcode} personId={Number(personId)} />}</BarcodeGate>
}

function Steps({ steps }: { steps: Array<{ id: string; shortName: string }> }) {
  if (!steps.length) return <Text className='xg-lin__meta'>{divergenceText(0)}</Text>
  return (
    <View className='xg-lin__path'>
      {steps.map(s => (
        <Link key={s.id} className='xg-lin__step' to={href('/ancestry/ytree/:id', { id: s.id })}>{s.shortName}</Link>
      ))}
      <Text className='xg-lin__meta'>{divergenceText(steps.length)}</Text>
    </View>
  )
}

function ClanMemberOf({ barcode, personId }: { barcode: string; personId: number }) {
  const state = useClanMember(barcode, personId)
  useReloadOnReturn(state.reload)
  return (
    <PageState {...lineageStates(clanRefusal)} state={state}>
      {d => (
        <Page title={d.member.displayName} sub={`${d.member.shortName}（${d.member.haplogroup}）${d.member.ancestralProvince ? ` · 祖籍 ${d.member.ancestralProvince}` : ''}`}>
          <View className='xg-lin__card'>
            <Text className='xg-lin__h'>{`共同分支：${d.member.sharedShortName}（${d.member.sharedBranch}）`}</Text>
            <View className='xg-lin__path'>
              {d.sharedPath.map(s => (
                <Link key={s.id} className={`xg-lin__step${s.id === d.member.sharedBranch ? ' xg-lin__step--here' : ''}`} to={href('/ancestry/ytree/:id', { id: s.id })}>{s.id}</Link>
              ))}
            </View>
            <Text className='xg-lin__meta'>您的分支在共同分支之下：</Text>
            <Steps steps={d.mine} />
            <Text className='xg-lin__meta'>对方的分支在共同分支之下：</Text>
            <Steps steps={d.theirs} />
            <Text className='xg-lin__note'>{d.sortNote}</Text>
          </View>
          <View className='xg-lin__card'>
            <View className='xg-lin__row'>
              <Text className='xg-lin__h'>我的备注</Text>
              <Button size='s' variant='secondary' to={href('/ancestry/ytree/people/remark', {}, { personId: d.member.personId, barcode: d.barcode })}>{d.member.remark ? '修改' : '添加'}</Button>
            </View>
            <Text className='xg-lin__text xg-clan__remark'>{d.member.remark ?? '还没有备注（只有您自己能看到）'}</Text>
          </View>
          <Button variant='secondary' to={href('/ancestry/ytree/people', {}, { barcode: d.barcode })}>全部同宗族人</Button>
        </Page>
      )}
    </PageState>
  )
}

export function ClanRemark() {
  const params = useRouteParams()
  const personId = Number(params.personId)
  if (!Number.isInteger(personId) || personId <= 0) return <Page title='备注'><Text className='xg-lin__note'>缺少要备注的族人，请从同宗族人列表进入。</Text></Page>
  return <BarcodeGate>{barcode => <RemarkForm barcode={barcode} personId={personId} />}</BarcodeGate>
}

function RemarkForm({ barcode, personId }: { barcode: string; personId: number }) {
  const state = useClanMember(barcode, personId)
  return (
    <PageState {...lineageStates(clanRefusal)} state={state}>
      {d => <RemarkEditor barcode={barcode} personId={personId} name={d.member.displayName} initial={d.member.remark ?? ''} />}
    </PageState>
  )
}

function RemarkEditor({ barcode, personId, name, initial }: { barcode: string; personId: number; name: string; initial: string }) {
  const [text, setText] = useState(initial)
  const saving = useSubmit(async (remark: string) => {
    await call(LINEAGE.clanRemark, { params: { personId }, body: { barcode, remark } })
    toast(remark ? '备注已保存' : '备注已删除', 'success')
    void goBack()
  }, { failure: '保存失败，请稍后重试' })
  const { busy, error, setError } = saving
  const tooLong = [...text.trim()].length > CLAN_REMARK_MAX
  function save() {
    if (busy) return
    if (tooLong) return setError(`备注不能超过 ${CLAN_REMARK_MAX} 个字`)
    void saving.run(text.trim())
  }
  return (
    <Page title={`备注 · ${name}`} sub='备注只保存在您的账号里，对方和其他人都看不到。留空保存即删除备注。'>
      <Input className='xg-lin__input xg-clan__remark-input' value={text} maxlength={CLAN_REMARK_MAX + 10} placeholder='如：三房的堂叔、同村' onInput={e => setText(e.detail.value)} />
      <Text className={tooLong ? 'xg-lin__error' : 'xg-lin__meta'}>{`${[...text.trim()].length} / ${CLAN_REMARK_MAX}`}</Text>
      {error ? <Text className='xg-lin__error'>{error}</Text> : null}
      <Button block loading={busy} onClick={save}>保存</Button>
    </Page>
  )
}
