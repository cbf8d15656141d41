/**
 * Self-built families (spec 2.10 self-build-family/*, 3.12; issue 24 item 5): a signed-in person
 * creates a family record (姓氏, 名称, 堂号, 郡望, 发源地, 字辈, 简介, 标签), adds ancestors and
 * celebrities and history lines, links persons of a family tree they own or edit, and sends it to
 * review. Only they see it until staff approve it; a change after approval is reviewed again.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { FAMILIES } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Field from '@/components/Field'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { useRouteParams } from '@/shell/useSpecLocation'
import { isAuthed } from '@/stores/session'
import { useFamily, useMyTrees, useSelfBuilt, useTree } from '../hooks/useFamilies'
import { baseBody, baseFormOf, baseProblems, EMPTY_BASE, familyTitle, generations, parseYear, STATUS_LABELS, type BaseForm, type FamilyDetail } from '../model/families'
import { FamilyBody } from './Family'
import { familyStates, FamilyRow, NoFamily, Page, SignInFirst } from './common'

const idOf = (v: string | undefined) => Number(v) || 0
const changed = () => invalidateQueries(['families'])

/** the signed-in maker's family of the page (?id= or :id), or the prompt to sign in */
function OwnFamily({ id, children }: { id: number; children: (d: FamilyDetail, reload: () => void) => JSX.Element }) {
  if (!isAuthed()) return <SignInFirst what='创建和编辑您的家族' />
  if (!id) return <NoFamily />
  return <OwnFamilyOf id={id}>{children}</OwnFamilyOf>
}

function OwnFamilyOf({ id, children }: { id: number; children: (d: FamilyDetail, reload: () => void) => JSX.Element }) {
  const state = useFamily(id)
  return (
    <PageState {...familyStates()} state={state}>
      {d => (d.mine ? children(d, state.reload) : <Page title='不能编辑'><Text className='xg-fam__text'>只有家族的创建者能编辑它。</Text></Page>)}
    </PageState>
  )
}

function fieldError(err: unknown): { field: string; message: string } | null {
  const f = err instanceof ApiError ? (err.data as { fields?: Array<{ field: string; message: string }> } | null)?.fields?.[0] : undefined
  return f ?? null
}

type BaseFields = 'base' | 'profile'

function BaseFormView({ id, initial, fields }: { id: number | null; initial: BaseForm; fields: BaseFields }) {
  const [form, setForm] = useState<BaseForm>(initial)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const set = (patch: Partial<BaseForm>) => setForm(f => ({ ...f, ...patch }))
  const saving = useSubmit(async () => {
    const body = baseBody(form)
    const saved = id ? await call(FAMILIES.updateSelfBuilt, { params: { id }, body }) : await call(FAMILIES.createSelfBuilt, { body })
    changed()
    toast(id ? '已保存' : '已创建', 'success')
    void navigate(href('/ancestry/self-build-family/edit', {}, { id: saved.id }), { replace: true })
  }, {
    failure: '保存失败，请稍后重试',
    onError: (err, message) => {
      const f = fieldError(err)
      if (f) setErrors({ [f.field]: f.message })
      else toast(message)
    }
  })
  function submit() {
    const problems = baseProblems(form)
    setErrors(problems)
    if (Object.keys(problems).length) return
    void saving.run()
  }
  const input = (k: keyof BaseForm, label: string, placeholder: string, max: number, hint?: string) => (
    <Field label={label} name={`fam-${k}`} error={errors[k]} hint={hint}>
      <Input className={`xg-field__input xg-fam-${k}`} value={String(form[k])} maxlength={max} placeholder={placeholder} onInput={e => set({ [k]: e.detail.value })} />
    </Field>
  )
  return (
    <>
      {fields === 'base' ? (
        <>
          {input('surname', '姓氏 *', '如 林、欧阳', 4)}
          {input('name', '家族名称 *', '如 某地林氏家族', 30)}
          {input('hall', '堂号', '如 某某堂（选填）', 20)}
          {input('commandery', '郡望', '选填', 20)}
          {input('originPlace', '发源地', '始迁祖定居的地方（选填）', 60)}
          {input('generationPoem', '字辈', '按辈分顺序填写，一字一代（选填）', 200, '家族的字辈诗，一个字代表一代人')}
        </>
      ) : null}
      {fields === 'profile' || !id ? (
        <>
          <Field label='家族简介' name='fam-intro' error={errors.intro}>
            <Textarea className='xg-fam__textarea xg-fam-intro' value={form.intro} maxlength={2000} placeholder='家族的来历、迁徙、族谱收藏情况等' onInput={e => set({ intro: e.detail.value })} />
          </Field>
          {input('tags', '标签', '用空格分开，最多 8 个', 90)}
          <View className={`xg-fam__check xg-fam-researching`} onClick={() => set({ researching: !form.researching })}>
            <View className={`xg-fam__box${form.researching ? ' xg-fam__box--on' : ''}`} />
            <Text>家族正在研究中（欢迎同宗提供线索）</Text>
          </View>
        </>
      ) : null}
      <Button block loading={saving.busy} onClick={submit} className='xg-fam-base-save'>{id ? '保存' : '创建家族'}</Button>
      <Text className='xg-fam__meta'>家族创建后只有您自己能看到；提交审核、通过后才会在家族库公开。请勿填写他人的隐私信息。</Text>
    </>
  )
}

export function SelfBuildForm() {
  if (!isAuthed()) return <SignInFirst what='创建您的家族' />
  return (
    <Page title='创建家族' sub='带 * 的为必填项。创建后可以继续添加先祖、名人、大事记和家谱成员。'>
      <BaseFormView id={null} initial={EMPTY_BASE} fields='base' />
    </Page>
  )
}

/** /ancestry/self-build-family/:id?/base-info: the base information (without an id: a new family) */
export function SelfBuildBaseInfo({ id }: { id?: string }) {
  const params = useRouteParams()
  const n = idOf(id ?? params.id)
  if (!n) return <SelfBuildForm />
  return <OwnFamily id={n}>{d => <Page title='家族基本信息'><BaseFormView id={d.id} initial={baseFormOf(d)} fields='base' /></Page>}</OwnFamily>
}

/** /ancestry/self-build-family/edit-form?id=: the family's introduction, tags and research state */
export function SelfBuildEditForm() {
  const id = idOf(useRouteParams().id)
  return <OwnFamily id={id}>{d => <Page title='编辑家族资料'><BaseFormView id={d.id} initial={baseFormOf(d)} fields='profile' /></Page>}</OwnFamily>
}

/** /ancestry/self-build-family/edit?id=: everything of one family and where to change it; submit for review; delete */
export function SelfBuildEdit() {
  const id = idOf(useRouteParams().id)
  return (
    <OwnFamily id={id}>
      {(d, reload) => <EditHub d={d} reload={reload} />}
    </OwnFamily>
  )
}

function EditHub({ d, reload }: { d: FamilyDetail; reload: () => void }) {
  const act = useSubmit(async (what: 'submit' | 'delete') => {
    if (what === 'delete') {
      if (!(await confirm('删除后，家族的先祖、名人、大事记和关联都会一起删除，且不能恢复。', { title: '删除这个家族？', confirmText: '删除', danger: true }))) return
      await call(FAMILIES.deleteSelfBuilt, { params: { id: d.id } })
      changed()
      toast('已删除', 'success')
      void navigate(href('/ancestry/family/mine'), { replace: true })
      return
    }
    await call(FAMILIES.submitSelfBuilt, { params: { id: d.id } })
    changed()
    toast('已提交审核', 'success')
    reload()
  }, { failure: '操作失败，请稍后重试', onError: inToast })
  const q = { id: d.id }
  const sections = [
    { to: href('/ancestry/self-build-family/:id?/base-info', { id: d.id }), title: '基本信息', text: `${d.surname}姓 · ${d.generationPoem ? `字辈 ${generations(d.generationPoem).length} 代` : '未填字辈'}` },
    { to: href('/ancestry/self-build-family/edit-form', {}, q), title: '家族资料', text: d.intro ? `简介 ${d.intro.length} 字` : '未填简介' },
    { to: href('/ancestry/self-build-family/edit-celebrities', {}, q), title: '先祖和名人', text: `${d.people.length} 位` },
    { to: href('/ancestry/self-build-family/edit-history-line', {}, q), title: '大事记', text: `${d.historyLines.length} 条` },
    { to: href('/ancestry/self-build-family/relevance-tree-person', {}, q), title: '关联家谱成员', text: `${d.treePersonCount} 位${d.haplogroup ? ` · Y 单倍群 ${d.haplogroup}` : ''}` }
  ]
  return (
    <Page title={familyTitle(d)} sub={`状态：${STATUS_LABELS[d.status]}`}>
      {d.status === 'pending' ? <Text className='xg-fam__note'>已提交，工作人员审核通过后会在家族库公开。审核期间修改会撤回这次提交。</Text> : null}
      {d.status === 'approved' ? <Text className='xg-fam__note'>已公开。修改后需要重新提交审核，审核通过前家族库里不再显示。</Text> : null}
      {d.status === 'rejected' ? <Text className='xg-fam__error xg-fam-review-note'>{`未通过审核：${d.reviewNote ?? ''}。修改后可以重新提交。`}</Text> : null}
      <View className='xg-fam__card'>
        {sections.map(s => (
          <Link key={s.title} className='xg-fam__item xg-fam-section' to={s.to}>
            <View className='xg-fam__item-main'><Text className='xg-fam__name'>{s.title}</Text><Text className='xg-fam__meta'>{s.text}</Text></View>
            <Text className='xg-fam__meta'>编辑</Text>
          </Link>
        ))}
      </View>
      <View className='xg-fam__links'>
        {d.status === 'draft' || d.status === 'rejected' ? <Button loading={act.busyFor('submit')} onClick={() => void act.runFor('submit', 'submit')} className='xg-fam-submit'>提交审核</Button> : null}
        <Button variant='secondary' to={href('/ancestry/self-build-family/:id', { id: d.id })}>预览</Button>
        <Button variant='danger' loading={act.busyFor('delete')} onClick={() => void act.runFor('delete', 'delete')}>删除家族</Button>
      </View>
    </Page>
  )
}

type PersonRow = { kind: 'ancestor' | 'celebrity'; name: string; era: string; description: string }

/** /ancestry/self-build-family/edit-celebrities?id=(&kind=): the ancestors and celebrities, added, changed, removed, saved together */
export function SelfBuildEditCelebrities() {
  const params = useRouteParams()
  const kind = params.kind === 'celebrity' ? 'celebrity' : 'ancestor'
  return (
    <OwnFamily id={idOf(params.id)}>
      {d => <PeopleEditor d={d} initial={[...d.people.map(p => ({ kind: p.kind, name: p.name, era: p.era ?? '', description: p.description })), ...(params.kind ? [{ kind, name: '', era: '', description: '' } as PersonRow] : [])]} />}
    </OwnFamily>
  )
}

function PeopleEditor({ d, initial }: { d: FamilyDetail; initial: PersonRow[] }) {
  const [rows, setRows] = useState<PersonRow[]>(initial)
  const [error, setError] = useState<string | null>(null)
  const set = (i: number, patch: Partial<PersonRow>) => setRows(r => r.map((x, j) => (j === i ? { ...x, ...patch } : x)))
  const saving = useSubmit(async () => {
    await call(FAMILIES.selfBuiltPeople, { params: { id: d.id }, body: { list: rows.map(r => ({ kind: r.kind, name: r.name.trim(), era: r.era.trim(), description: r.description.trim() })) } })
    changed()
    toast('已保存', 'success')
    void navigate(href('/ancestry/self-build-family/edit', {}, { id: d.id }), { replace: true })
  }, { failure: '保存失败，请稍后重试', onError: (err, message) => setError(fieldError(err)?.message ?? message) })
  function save() {
    const blankRow = rows.findIndex(r => !r.name.trim())
    if (blankRow >= 0) return setError(`第 ${blankRow + 1} 位还没有填写姓名`)
    setError(null)
    void saving.run()
  }
  return (
    <Page title='编辑先祖和名人' sub='只填写有据可查的人物，并在生平里写明出处（如族谱卷次、地方志）。'>
      {rows.map((r, i) => (
        <View key={i} className='xg-fam__entry xg-fam-person'>
          <View className='xg-fam__chips'>
            {(['ancestor', 'celebrity'] as const).map(k => <Text key={k} className={`xg-fam__chip${r.kind === k ? ' xg-fam__chip--on' : ''}`} onClick={() => set(i, { kind: k })}>{k === 'ancestor' ? '先祖' : '名人'}</Text>)}
          </View>
          <Field label='姓名' name='fam-person-name'><Input className='xg-field__input xg-fam-person-name' value={r.name} maxlength={20} onInput={e => set(i, { name: e.detail.value })} /></Field>
          <Field label='时代' name='fam-person-era'><Input className='xg-field__input' value={r.era} maxlength={20} placeholder='如 明代（选填）' onInput={e => set(i, { era: e.detail.value })} /></Field>
          <Field label='生平和出处' name='fam-person-desc'><Textarea className='xg-fam__textarea xg-fam-person-desc' value={r.description} maxlength={500} onInput={e => set(i, { description: e.detail.value })} /></Field>
          <Button size='s' variant='ghost' onClick={() => setRows(rs => rs.filter((_x, j) => j !== i))}>删除这一位</Button>
        </View>
      ))}
      <View className='xg-fam__links'>
        <Button size='s' variant='secondary' onClick={() => setRows(rs => [...rs, { kind: 'ancestor', name: '', era: '', description: '' }])} className='xg-fam-add-ancestor'>添加先祖</Button>
        <Button size='s' variant='secondary' onClick={() => setRows(rs => [...rs, { kind: 'celebrity', name: '', era: '', description: '' }])} className='xg-fam-add-celebrity'>添加名人</Button>
      </View>
      {error ? <Text className='xg-fam__error'>{error}</Text> : null}
      <Button block loading={saving.busy} onClick={save} className='xg-fam-people-save'>保存</Button>
    </Page>
  )
}

type LineRow = { year: string; timeText: string; title: string; content: string }

/** /ancestry/self-build-family/edit-history-line?id=(&year=): the history lines; saved in time order */
export function SelfBuildEditHistoryLine() {
  const params = useRouteParams()
  const added = params.year !== undefined || params.time !== undefined ? [{ year: params.year ?? '', timeText: params.time ?? '', title: '', content: '' }] : []
  return (
    <OwnFamily id={idOf(params.id)}>
      {d => <LinesEditor d={d} initial={[...d.historyLines.map(l => ({ year: l.year === null ? '' : String(l.year), timeText: l.year === null ? l.timeText : '', title: l.title, content: l.content })), ...added]} />}
    </OwnFamily>
  )
}

function LinesEditor({ d, initial }: { d: FamilyDetail; initial: LineRow[] }) {
  const [rows, setRows] = useState<LineRow[]>(initial)
  const [error, setError] = useState<string | null>(null)
  const set = (i: number, patch: Partial<LineRow>) => setRows(r => r.map((x, j) => (j === i ? { ...x, ...patch } : x)))
  const saving = useSubmit(async (list: Array<{ year: number | null; timeText: string; title: string; content: string }>) => {
    await call(FAMILIES.selfBuiltHistory, { params: { id: d.id }, body: { list } })
    changed()
    toast('已保存', 'success')
    void navigate(href('/ancestry/self-build-family/edit', {}, { id: d.id }), { replace: true })
  }, { failure: '保存失败，请稍后重试', onError: (err, message) => setError(fieldError(err)?.message ?? message) })
  function save() {
    const list = []
    for (const [i, r] of rows.entries()) {
      const year = parseYear(r.year)
      if (year === undefined) return setError(`第 ${i + 1} 条的年份请填写数字，公元前写“公元前 100”`)
      if (year === null && !r.timeText.trim()) return setError(`第 ${i + 1} 条请填写年份或时间`)
      if (!r.title.trim()) return setError(`第 ${i + 1} 条还没有填写事件`)
      list.push({ year, timeText: r.timeText.trim(), title: r.title.trim(), content: r.content.trim() })
    }
    setError(null)
    void saving.run(list)
  }
  return (
    <Page title='编辑家族大事记' sub='有确切年份的按年份排序；只知道大概时间的（如“清末”）写在时间里。'>
      {rows.map((r, i) => (
        <View key={i} className='xg-fam__entry xg-fam-line'>
          <Field label='年份' name='fam-line-year'><Input className='xg-field__input xg-fam-line-year' value={r.year} maxlength={10} placeholder='如 1850，公元前写“公元前 100”' onInput={e => set(i, { year: e.detail.value })} /></Field>
          <Field label='时间' name='fam-line-time'><Input className='xg-field__input' value={r.timeText} maxlength={20} placeholder='没有确切年份时填写，如 清末' onInput={e => set(i, { timeText: e.detail.value })} /></Field>
          <Field label='事件' name='fam-line-title'><Input className='xg-field__input xg-fam-line-title' value={r.title} maxlength={40} onInput={e => set(i, { title: e.detail.value })} /></Field>
          <Field label='内容' name='fam-line-content'><Textarea className='xg-fam__textarea' value={r.content} maxlength={500} onInput={e => set(i, { content: e.detail.value })} /></Field>
          <Button size='s' variant='ghost' onClick={() => setRows(rs => rs.filter((_x, j) => j !== i))}>删除这一条</Button>
        </View>
      ))}
      <View className='xg-fam__links'>
        <Button size='s' variant='secondary' onClick={() => setRows(rs => [...rs, { year: '', timeText: '', title: '', content: '' }])} className='xg-fam-add-line'>添加大事</Button>
        <Button size='s' variant='secondary' to={href('/ancestry/self-build-family/select-time', {}, { id: d.id })}>按时间添加</Button>
      </View>
      {error ? <Text className='xg-fam__error'>{error}</Text> : null}
      <Button block loading={saving.busy} onClick={save} className='xg-fam-lines-save'>保存</Button>
    </Page>
  )
}

const ERAS = [
  { label: '先秦', text: '先秦' }, { label: '秦汉', text: '秦汉' }, { label: '魏晋南北朝', text: '魏晋南北朝' }, { label: '隋唐', text: '隋唐' }, { label: '五代十国', text: '五代十国' },
  { label: '宋', text: '宋代' }, { label: '元', text: '元代' }, { label: '明', text: '明代' }, { label: '清', text: '清代' }, { label: '民国', text: '民国' }, { label: '1949 年以后', text: '1949 年以后' }
]

/** /ancestry/self-build-family/select-time?id=: the time of a new history line: a year, or an era when the year is not known */
export function SelfBuildSelectTime() {
  const id = idOf(useRouteParams().id)
  const [year, setYear] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (!isAuthed()) return <SignInFirst what='编辑家族大事记' />
  if (!id) return <Page title='选择时间'><Text className='xg-fam__text'>请从家族的编辑页进入。</Text><Button to={href('/ancestry/family/mine')}>我的家族</Button></Page>
  function byYear() {
    const y = parseYear(year)
    if (y === undefined || y === null) return setError('请填写年份，如 1850；公元前写“公元前 100”')
    void navigate(href('/ancestry/self-build-family/edit-history-line', {}, { id, year: String(y) }), { replace: true })
  }
  return (
    <Page title='选择时间' sub='知道确切年份就填年份；只知道朝代的，选朝代。'>
      <View className='xg-fam__search'>
        <Input className='xg-fam__input' value={year} maxlength={10} placeholder='年份，如 1850' onInput={e => setYear(e.detail.value)} />
        <Button onClick={byYear}>确定</Button>
      </View>
      {error ? <Text className='xg-fam__error'>{error}</Text> : null}
      <View className='xg-fam__chips'>
        {ERAS.map(e => <Link key={e.label} className='xg-fam__chip' to={href('/ancestry/self-build-family/edit-history-line', {}, { id, time: e.text })}>{e.label}</Link>)}
      </View>
    </Page>
  )
}

/** /ancestry/self-build-family/select-type?id=: what to add: an ancestor, a celebrity or a history line */
export function SelfBuildSelectType() {
  const id = idOf(useRouteParams().id)
  if (!isAuthed()) return <SignInFirst what='编辑您的家族' />
  if (!id) return <Page title='选择类型'><Text className='xg-fam__text'>请从家族的编辑页进入。</Text><Button to={href('/ancestry/family/mine')}>我的家族</Button></Page>
  const tiles = [
    { to: href('/ancestry/self-build-family/edit-celebrities', {}, { id, kind: 'ancestor' }), title: '先祖', text: '始祖、始迁祖、各支祖' },
    { to: href('/ancestry/self-build-family/edit-celebrities', {}, { id, kind: 'celebrity' }), title: '名人', text: '有史料记载的族人' },
    { to: href('/ancestry/self-build-family/select-time', {}, { id }), title: '大事记', text: '迁徙、修谱、建祠等' }
  ]
  return (
    <Page title='选择类型' sub='要为家族添加什么？'>
      <View className='xg-fam__grid'>
        {tiles.map(t => <Link key={t.title} className='xg-fam__tile' to={t.to}><Text className='xg-fam__h'>{t.title}</Text><Text className='xg-fam__meta'>{t.text}</Text></Link>)}
      </View>
    </Page>
  )
}

/** /ancestry/self-build-family/relevance-tree-person?id=: link persons of one of the maker's trees (owned, or shared with them as editor) */
export function SelfBuildRelevanceTreePerson() {
  const id = idOf(useRouteParams().id)
  return <OwnFamily id={id}>{d => <TreeLinks d={d} />}</OwnFamily>
}

function TreeLinks({ d }: { d: FamilyDetail }) {
  const trees = useMyTrees()
  const [treeId, setTreeId] = useState<number | null>(null)
  return (
    <Page title='关联家谱成员' sub='把您家谱里属于这个家族的成员关联过来。关联的成员中有完成检测的男性时，家族页会显示他们的 Y 单倍群；成员姓名只有您能看到。'>
      <PageState {...familyStates()} state={trees}>
        {t => {
          const editable = t.list.filter(x => x.role !== 'viewer')
          if (!editable.length) return <View className='xg-fam__card'><Text className='xg-fam__text'>您还没有可编辑的家谱。</Text><Button to={href('/ancestry/family-tree')}>去建家谱</Button></View>
          const current = treeId ?? editable[0].id
          return (
            <>
              <View className='xg-fam__chips'>
                {editable.map(x => <Text key={x.id} className={`xg-fam__chip${x.id === current ? ' xg-fam__chip--on' : ''}`} onClick={() => setTreeId(x.id)}>{x.name}</Text>)}
              </View>
              <TreePersons key={current} d={d} treeId={current} />
            </>
          )
        }}
      </PageState>
    </Page>
  )
}

function TreePersons({ d, treeId }: { d: FamilyDetail; treeId: number }) {
  const tree = useTree(treeId)
  const [picked, setPicked] = useState<Set<number>>(() => new Set(d.treePersons.filter(p => p.treeId === treeId).map(p => p.personId)))
  const saving = useSubmit(async () => {
    await call(FAMILIES.selfBuiltTreePersons, { params: { id: d.id }, body: { treeId, personIds: [...picked] } })
    changed()
    toast('已保存', 'success')
    void navigate(href('/ancestry/self-build-family/edit', {}, { id: d.id }), { replace: true })
  }, { failure: '保存失败，请稍后重试', onError: inToast })
  const toggle = (pid: number) => setPicked(s => {
    const n = new Set(s)
    if (n.has(pid)) n.delete(pid)
    else n.add(pid)
    return n
  })
  return (
    <PageState {...familyStates()} state={tree}>
      {t => (
        <View className='xg-fam__card'>
          {t.familyNodes.length === 0 ? <Text className='xg-fam__meta'>这份家谱还没有成员。</Text> : null}
          {t.familyNodes.map(p => (
            <View key={p.id} className='xg-fam__check xg-fam-tree-person' onClick={() => toggle(p.id)}>
              <View className={`xg-fam__box${picked.has(p.id) ? ' xg-fam__box--on' : ''}`} />
              <Text>{`${p.name}${p.generationName ? `（${p.generationName}字辈）` : ''}${p.birthYear ? ` ${p.birthYear} 年生` : ''}${p.tested ? ' · 已检测' : ''}`}</Text>
            </View>
          ))}
          <Button block loading={saving.busy} onClick={() => void saving.run()} className='xg-fam-links-save'>{`保存（已选 ${picked.size} 位）`}</Button>
        </View>
      )}
    </PageState>
  )
}

/** /ancestry/self-build-family/unapproved: the maker's families not public yet (草稿, 审核中, 未通过) */
export function SelfBuildUnapproved() {
  const state = useSelfBuilt()
  if (!isAuthed()) return <SignInFirst what='查看您的家族' />
  return (
    <PageState {...familyStates()} state={state}>
      {d => {
        const list = d.list.filter(f => f.status !== 'approved')
        return (
          <Page title='待审核的家族' sub='草稿、审核中和未通过审核的家族只有您自己能看到。'>
            <View className='xg-fam__card'>
              {list.length ? list.map(f => <FamilyRow key={f.id} f={f} showStatus to={href('/ancestry/self-build-family/edit', {}, { id: f.id })} />) : <Text className='xg-fam__meta'>没有待审核的家族。</Text>}
            </View>
            <Button to={href('/ancestry/self-build-family/form')}>创建家族</Button>
          </Page>
        )
      }}
    </PageState>
  )
}

/** /ancestry/self-build-family/:id: a self-built family as others will see it (its maker sees its state and the edit link) */
export function SelfBuiltFamily({ id }: { id: string }) {
  return idOf(id) ? <SelfBuiltFamilyOf id={idOf(id)} /> : <NoFamily />
}

function SelfBuiltFamilyOf({ id }: { id: number }) {
  const state = useFamily(id)
  return (
    <PageState {...familyStates()} state={state}>
      {d => (
        <Page title={d.name} sub={d.mine ? `状态：${STATUS_LABELS[d.status]}` : undefined}>
          <FamilyBody d={d} />
          {d.mine ? <Button to={href('/ancestry/self-build-family/edit', {}, { id: d.id })}>编辑家族</Button> : null}
        </Page>
      )}
    </PageState>
  )
}
