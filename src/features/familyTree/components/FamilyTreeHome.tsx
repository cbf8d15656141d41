/**
 * /ancestry/family-tree (spec 2.10, 3.11, 4 "Family tree"; issue 24 item 1): the current tree
 * (pickCurrentTree, kept 180 days) drawn on a canvas with ancestors, descendants or hourglass
 * around one person; drag to pan, pinch or wheel to zoom, tap a person to centre on them, tap
 * again to open them. ?browse=<id> shows a tree shared with the caller read-only.
 */
import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import { pickCurrentTree } from '@xungen/contracts'
import { FAMILY_TREE } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import Tabs from '@/components/Tabs'
import { toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useRouteParams } from '@/shell/useSpecLocation'
import { useTreeData, useTreeList } from '../hooks/useFamilyTree'
import { readCurrentTreeId, storeCurrentTreeId } from '../model/current'
import { centreOn, layoutTree, type TreeView, type Viewport } from '../model/layout'
import { emptyPerson, personBody, personProblems, type PersonErrors } from '../model/personForm'
import { Page, treeStates } from './common'
import PersonFields from './PersonFields'
import Placement from './Placement'
import TreeSurface from './TreeCanvas/surface'
import { pressKeys } from '@/platform/keys'

const VIEWS: ReadonlyArray<{ key: TreeView; label: string }> = [
  { key: 'hourglass', label: '沙漏图' },
  { key: 'ancestors', label: '祖先' },
  { key: 'descendants', label: '后代' }
]

function canvasSize() {
  const info = Taro.getSystemInfoSync()
  // the page's padding (16 each side), the card's (12) and its border
  return { width: Math.max(260, Math.min(900, info.windowWidth - 58)), height: Math.max(360, Math.min(640, info.windowHeight - 260)) }
}

export default function FamilyTreeHome() {
  const q = useRouteParams()
  const browse = Number(q.browse) || 0
  if (browse) return <TreeView id={browse} browse />
  return <CurrentTree />
}

function CurrentTree() {
  const q = useRouteParams()
  const list = useTreeList()
  const [stored, setStored] = useState(() => readCurrentTreeId())
  const current = list.status === 'done' ? pickCurrentTree(list.data.list, stored) : null
  useEffect(() => {
    // spec 4: an empty (or failed) list resets the current tree; otherwise the chosen one is kept
    if (list.status === 'done') storeCurrentTreeId(current ? current.id : null)
    if (list.status === 'failed') storeCurrentTreeId(null)
  }, [list.status, current?.id])
  return (
    <PageState {...treeStates()} state={list}>
      {d =>
        current ? (
          <TreeView
            id={current.id}
            browse={false}
            place={Number(q.place) && q.barcode ? { relativePersonId: Number(q.place), barcode: q.barcode } : undefined}
            trees={d.list}
            onSwitch={id => {
              storeCurrentTreeId(id)
              setStored(id)
            }}
          />
        ) : (
          <FirstTree onCreated={() => list.reload()} />
        )
      }
    </PageState>
  )
}

/** no tree yet: a name and the first person (usually oneself) */
function FirstTree({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState('')
  const [form, setForm] = useState(emptyPerson())
  const [errors, setErrors] = useState<PersonErrors & { name?: string }>({})
  const creating = useSubmit(async () => {
    const tree = await call(FAMILY_TREE.create, { body: { name: name.trim() } })
    await call(FAMILY_TREE.addPerson, { params: { id: tree.id }, body: personBody(form) })
    storeCurrentTreeId(tree.id)
    toast('家谱已创建', 'success')
    invalidateQueries(['familyTree'])
    onCreated()
  }, { failure: '创建失败，请稍后重试' })
  function submit() {
    const problems: PersonErrors & { name?: string } = personProblems(form)
    if (!name.trim()) problems.name = '请填写家谱名称'
    setErrors(problems)
    if (!Object.keys(problems).length) void creating.run()
  }
  return (
    <Page title='创建我的家谱' sub='从自己开始，再添加父母、配偶、子女，一代代往上追溯。家谱只有您和您邀请的人能看到。也可以在“管理家谱”中导入 GEDCOM 文件。'>
      <View className='xg-ftree__card'>
        <Text className='xg-ftree__h'>家谱名称</Text>
        <Input className='xg-field__input xg-ftree__tree-name' value={name} maxlength={40} placeholder='如 王氏家谱' onInput={e => setName(e.detail.value)} />
        {errors.name ? <Text className='xg-ftree__error'>{errors.name}</Text> : null}
      </View>
      <View className='xg-ftree__card'>
        <Text className='xg-ftree__h'>第一位成员（通常是您自己）</Text>
        <PersonFields form={form} onChange={setForm} errors={errors} />
      </View>
      <Button block loading={creating.busy} onClick={submit}>创建家谱</Button>
      <Button block variant='secondary' to={href('/ancestry/family-tree/manage')}>导入 GEDCOM 文件</Button>
    </Page>
  )
}

type Place = { relativePersonId: number; barcode: string }

function TreeView({ id, browse, trees, onSwitch, place }: { id: number; browse: boolean; trees?: ReadonlyArray<{ id: number; name: string; share: boolean }>; onSwitch?: (id: number) => void; place?: Place }) {
  const state = useTreeData(id, browse)
  return <PageState {...treeStates()} state={state}>{d => <TreeDrawing key={`${d.id}-${browse}`} data={d} browse={browse} trees={trees} onSwitch={onSwitch} place={d.editable ? place : undefined} />}</PageState>
}

type TreeData = NonNullable<ReturnType<typeof useTreeData>['data']>

function TreeDrawing({ data, browse, trees, onSwitch, place }: { data: TreeData; browse: boolean; trees?: ReadonlyArray<{ id: number; name: string; share: boolean }>; onSwitch?: (id: number) => void; place?: Place }) {
  const [view, setView] = useState<TreeView>('hourglass')
  const [rootId, setRootId] = useState<number | null>(data.masterNodeId ?? data.familyNodes[0]?.id ?? null)
  const [size, setSize] = useState(canvasSize)
  useEffect(() => {
    // a phone turned sideways, a browser window resized: the canvas follows the page's width
    const onResize = () => setSize(canvasSize())
    Taro.onWindowResize?.(onResize)
    return () => Taro.offWindowResize?.(onResize)
  }, [])
  const layout = useMemo(() => (rootId === null ? null : layoutTree(data.familyNodes, data.families, rootId, view)), [data, rootId, view])
  const [viewport, setViewport] = useState<Viewport>(() => centreOn(0, 0, size.width, size.height))
  useEffect(() => setViewport(centreOn(0, 0, size.width, size.height, viewport.scale)), [rootId, view, size.width, size.height])
  const root = data.familyNodes.find(n => n.id === rootId) ?? null
  const personHref = (personId: number) => href('/ancestry/family-tree/person/:id', { id: personId }, browse ? { tree: data.id, browse: 1 } : { tree: data.id })
  return (
    <Page title={data.name} sub={`${data.personCount} 人${data.share ? ` · ${data.ownerName} 分享给您${data.editable ? '（可编辑）' : '（只读）'}` : ''}${browse ? ' · 浏览模式' : ''}`}>
      {trees && trees.length > 1 ? (
        <View className='xg-ftree__row xg-ftree__switch'>
          {trees.map(t => (
            <Text key={t.id} {...pressKeys()} ariaRole='button' className={`xg-ftree__chip${t.id === data.id ? ' xg-ftree__chip--on' : ''}`} onClick={() => onSwitch?.(t.id)}>{t.share ? `${t.name}（分享）` : t.name}</Text>
          ))}
        </View>
      ) : null}
      {place ? <Placement treeId={data.id} barcode={place.barcode} relativePersonId={place.relativePersonId} centre={root ? { id: root.id, name: root.name } : null} /> : null}
      <Tabs tabs={VIEWS} value={view} onChange={setView} />
      {layout && root ? (
        <View className='xg-ftree__card'>
          <TreeSurface
            layout={layout}
            rootId={rootId}
            viewport={viewport}
            width={size.width}
            height={size.height}
            onViewport={setViewport}
            onTap={personId => (personId === rootId ? void navigate(personHref(personId)) : setRootId(personId))}
          />
          <View className='xg-ftree__row'>
            <Text className='xg-ftree__meta'>{`以 ${root.name} 为中心 · ${layout.nodes.length} 人`}</Text>
            <Button size='s' variant='secondary' onClick={() => setViewport(v => ({ ...v, scale: Math.min(3, v.scale * 1.25) }))}>放大</Button>
            <Button size='s' variant='secondary' onClick={() => setViewport(v => ({ ...v, scale: Math.max(0.1, v.scale / 1.25) }))}>缩小</Button>
            <Button size='s' variant='secondary' onClick={() => setViewport(centreOn(0, 0, size.width, size.height))}>回到中心</Button>
          </View>
          <Text className='xg-ftree__legend'>拖动平移，双指或滚轮缩放；点一个人以其为中心，再点一次查看详情。橙框为中心人物，绿框为做过 DNA 检测或经 DNA 印证的人，红框为家谱位置与 DNA 推断不符的人。</Text>
          {data.familyNodes.some(n => n.dnaConflict) ? <Text className='xg-ftree__error'>{`有 ${data.familyNodes.filter(n => n.dnaConflict).length} 人在家谱中的位置与 DNA 推断的亲缘关系不符，请核对。`}</Text> : null}
          <Link className='xg-ftree__open-person' to={personHref(root.id)}>{`查看 ${root.name} 的详情${data.editable ? '、添加亲属' : ''}`}</Link>
        </View>
      ) : (
        <View className='xg-ftree__card'>
          <Text className='xg-ftree__meta'>这份家谱还没有成员。</Text>
        </View>
      )}
      <Button block variant='secondary' className='xg-ftree__gallery' to={href('/ancestry/family-tree/gallery', {}, browse ? { tree: data.id, browse: 1 } : { tree: data.id })}>家谱相册（照片、文档、生平故事）</Button>
      {!browse ? <Button block variant='secondary' to={href('/ancestry/family-tree/manage')}>管理家谱（新建、分享、导入导出）</Button> : null}
    </Page>
  )
}
