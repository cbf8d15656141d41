/**
 * /ancestry/family-tree/person/:id?tree=<treeId> (spec 2.10, 3.11; issue 24 item 1): one person of
 * a tree: names with 字辈, events with their dates in Chinese (partial, 农历), places, life story and
 * notes, parents, partners, children and siblings; their life stories (gallery/Stories) and links to
 * their photos and documents; an owner or editor changes them, adds a relative (parent, partner,
 * child, sibling) or removes the person. Browsing (&browse=1) is read-only.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { FAMILY_TREE, TREE_RELATIONS } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useTreePerson } from '../hooks/useFamilyTree'
import { emptyPerson, personBody, personFormOf, personProblems, type PersonErrors, type PersonForm } from '../model/personForm'
import { Page, fieldError, treeStates } from './common'
import PersonFields from './PersonFields'
import Stories from './gallery/Stories'

type Relation = (typeof TREE_RELATIONS)[number]
const RELATION_LABELS: Record<Relation, string> = { parent: '父亲或母亲', spouse: '配偶', child: '子女', sibling: '兄弟姐妹' }
const SEX_LABELS = { M: '男', F: '女', U: '性别未知' } as const

export default function PersonPage({ id }: { id: string }) {
  const treeId = Number(useRouteParams().tree) || 0
  // a person is always of a tree (?tree=); a link without one names nobody
  if (!treeId || !(Number(id) > 0)) return <ErrorView title='没有找到' message='请从家谱图中打开家谱成员。' />
  return <PersonOf id={id} treeId={treeId} />
}

function PersonOf({ id, treeId }: { id: string; treeId: number }) {
  const browse = useRouteParams().browse === '1'
  const state = useTreePerson(treeId, Number(id) || 0)
  const [mode, setMode] = useState<'view' | 'edit' | Relation>('view')
  return (
    <PageState {...treeStates()} state={state}>
      {p => {
        const editable = p.editable && !browse
        const link = (r: { id: number; name: string }) => (
          <Link key={r.id} className='xg-ftree__chip' to={href('/ancestry/family-tree/person/:id', { id: r.id }, browse ? { tree: treeId, browse: 1 } : { tree: treeId })}>{r.name}</Link>
        )
        const names = p.names[0]
        const query: { tree: number; browse?: 1 } = browse ? { tree: treeId, browse: 1 } : { tree: treeId }
        return (
          <Page title={p.name} sub={[SEX_LABELS[p.sex], names?.generationName ? `${names.generationName}字辈` : '', p.tested ? '做过 DNA 检测' : '', p.dnaMatch ? `DNA 印证：${p.dnaMatch}` : ''].filter(Boolean).join(' · ')}>
            {p.dnaConflict ? <Text className='xg-ftree__error xg-ftree__conflict'>{p.dnaConflict}</Text> : null}
            {mode === 'view' ? (
              <>
                <View className='xg-ftree__card xg-ftree__events'>
                  <Text className='xg-ftree__h'>生平事件</Text>
                  {p.events.length ? (
                    p.events.map((e, i) => (
                      <View key={i} className='xg-ftree__item'>
                        <Text>{e.type ? `${e.label}（${e.type}）` : e.label}</Text>
                        <Text className='xg-ftree__meta'>{[e.value && e.value !== 'Y' ? e.value : '', e.dateText, e.place].filter(Boolean).join(' · ') || '日期不详'}</Text>
                      </View>
                    ))
                  ) : (
                    <Text className='xg-ftree__meta'>还没有记录出生、去世等事件。</Text>
                  )}
                </View>
                {p.notes.length ? (
                  <View className='xg-ftree__card xg-ftree__notes'>
                    <Text className='xg-ftree__h'>备注</Text>
                    {p.notes.map((n, i) => <Text key={i} className='xg-ftree__meta'>{n}</Text>)}
                  </View>
                ) : null}
                <Stories treeId={treeId} personId={p.id} personName={p.name} editable={editable} query={query} />
                <View className='xg-ftree__row'>
                  <Link className='xg-ftree__chip xg-ftree__person-photos' to={href('/ancestry/family-tree/gallery/photos', {}, { ...query, person: p.id })}>{`${p.name}的照片`}</Link>
                  <Link className='xg-ftree__chip' to={href('/ancestry/family-tree/gallery/docs', {}, { ...query, person: p.id })}>{`${p.name}的文档`}</Link>
                </View>
                <View className='xg-ftree__card xg-ftree__relatives'>
                  {([['父母', p.parents], ['配偶', p.spouses], ['子女', p.children], ['兄弟姐妹', p.siblings]] as const).map(([label, list]) => (
                    <View key={label} className='xg-ftree__row'>
                      <Text className='xg-ftree__meta'>{label}：</Text>
                      {list.length ? list.map(link) : <Text className='xg-ftree__meta'>无</Text>}
                    </View>
                  ))}
                </View>
                {editable ? (
                  <View className='xg-ftree__card'>
                    <Text className='xg-ftree__h'>添加亲属</Text>
                    <View className='xg-ftree__row'>
                      {TREE_RELATIONS.map(r => (
                        <Button key={r} size='s' variant='secondary' className={`xg-ftree__add-${r}`} onClick={() => setMode(r)}>{`添加${RELATION_LABELS[r]}`}</Button>
                      ))}
                    </View>
                    <View className='xg-ftree__row'>
                      <Button size='s' onClick={() => setMode('edit')}>编辑资料</Button>
                      <RemoveButton treeId={treeId} personId={p.id} name={p.name} />
                    </View>
                  </View>
                ) : null}
                <Button block variant='secondary' to={browse ? href('/ancestry/family-tree', {}, { browse: treeId }) : href('/ancestry/family-tree')}>返回家谱图</Button>
              </>
            ) : mode === 'edit' ? (
              <PersonEditor
                title={`编辑 ${p.name}`}
                initial={personFormOf(p)}
                onCancel={() => setMode('view')}
                save={async body => {
                  await call(FAMILY_TREE.updatePerson, { params: { id: treeId, personId: p.id }, body })
                  toast('已保存', 'success')
                  invalidateQueries(['familyTree'])
                  setMode('view')
                }}
              />
            ) : (
              <PersonEditor
                title={`添加 ${p.name} 的${RELATION_LABELS[mode]}`}
                initial={emptyPerson(mode === 'spouse' ? '' : names?.surname ?? '')}
                onCancel={() => setMode('view')}
                save={async body => {
                  const added = await call(FAMILY_TREE.addPerson, { params: { id: treeId }, body: { ...body, relativeId: p.id, relation: mode } })
                  toast('已添加', 'success')
                  invalidateQueries(['familyTree'])
                  setMode('view')
                  void navigate(href('/ancestry/family-tree/person/:id', { id: added.id }, { tree: treeId }))
                }}
              />
            )}
          </Page>
        )
      }}
    </PageState>
  )
}

function RemoveButton({ treeId, personId, name }: { treeId: number; personId: number; name: string }) {
  const removing = useSubmit(async () => {
    if (!(await confirm(`从家谱中删除 ${name}？与其相连的父母、配偶、子女关系也会一并解除。`, { danger: true, confirmText: '删除' }))) return
    await call(FAMILY_TREE.removePerson, { params: { id: treeId, personId } })
    toast('已删除', 'success')
    invalidateQueries(['familyTree'])
    void navigate(href('/ancestry/family-tree'), { replace: true })
  }, { failure: '删除失败，请稍后重试' })
  return <Button size='s' variant='secondary' loading={removing.busy} onClick={() => void removing.run()}>删除此人</Button>
}

function PersonEditor({ title, initial, save, onCancel }: { title: string; initial: PersonForm; save: (body: ReturnType<typeof personBody>) => Promise<void>; onCancel: () => void }) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<PersonErrors>({})
  const saving = useSubmit(save, {
    failure: '保存失败，请稍后重试',
    onError: (err, message) => {
      const f = fieldError(err)
      if (f) setErrors({ [f.field.startsWith('death') ? 'death' : f.field.startsWith('birth') ? 'birth' : 'surname']: f.message })
      else toast(message)
    }
  })
  function submit() {
    const problems = personProblems(form)
    setErrors(problems)
    if (!Object.keys(problems).length) void saving.run(personBody(form))
  }
  return (
    <View className='xg-ftree__card'>
      <Text className='xg-ftree__h'>{title}</Text>
      <PersonFields form={form} onChange={setForm} errors={errors} />
      <View className='xg-ftree__row'>
        <Button loading={saving.busy} className='xg-ftree__save' onClick={submit}>保存</Button>
        <Button variant='secondary' onClick={onCancel}>取消</Button>
      </View>
    </View>
  )
}
