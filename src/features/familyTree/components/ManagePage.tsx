/**
 * /ancestry/family-tree/manage (spec 2.10, 3.11, 4 "Family tree"; issue 24 items 1 and 3): the
 * caller's trees, own and shared with them. Own trees: rename, share by phone number as editor or
 * viewer (and stop sharing), export as GEDCOM 5.5.1 or 7.0, delete. Shared trees: browse, leave.
 * A new tree, empty or from a GEDCOM file, whose import tells what the tree does not keep.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { GEDCOM_MAX_BYTES } from '@xungen/contracts'
import { FAMILY_TREE, type EndpointOutput } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import PageState from '@/components/PageState'
import { confirm, toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { useSubmit } from '@/hooks/useSubmit'
import { navigate } from '@/navigation'
import { chooseRawFile } from '@/platform/chooseFile'
import { saveTextFile } from '@/platform/saveText'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { inputLabel } from '@/components/Field'
import { fieldErrorsOf } from '@/services/errors'
import { useTreeList, useTreeMembers } from '../hooks/useFamilyTree'
import { storeCurrentTreeId } from '../model/current'
import { Page, treeStates } from './common'
import { pressKeys } from '@/platform/keys'

type Summary = EndpointOutput<typeof FAMILY_TREE.allOfMine>['list'][number]
type ImportReport = EndpointOutput<typeof FAMILY_TREE.importGedcom>['report']

export default function ManagePage() {
  const list = useTreeList()
  return (
    <PageState {...treeStates()} state={list}>
      {d => (
        <Page title='管理家谱' sub='家谱只有您和您邀请的人能看到。编辑者可以修改家谱，浏览者只能查看。'>
          <NewTree />
          <ImportTree />
          {d.list.map(t => (t.share ? <SharedTree key={t.id} tree={t} /> : <OwnTree key={t.id} tree={t} />))}
        </Page>
      )}
    </PageState>
  )
}

const open = (id: number) => {
  storeCurrentTreeId(id)
  void navigate(href('/ancestry/family-tree'))
}

function NewTree() {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const creating = useSubmit(async () => {
    const tree = await call(FAMILY_TREE.create, { body: { name: name.trim() } })
    toast('已创建', 'success')
    invalidateQueries(['familyTree'])
    setName('')
    open(tree.id)
  }, { failure: '创建失败，请稍后重试', onError: (err, message) => setError(fieldErrorsOf(err).name ?? message) })
  return (
    <View className='xg-ftree__card xg-ftree__new'>
      <Text className='xg-ftree__h'>新建家谱</Text>
      <View className='xg-ftree__row'>
        <Input className='xg-ftree__input xg-ftree__new-name' value={name} maxlength={40} placeholder='家谱名称，如 王氏家谱' onInput={e => setName(e.detail.value)} />
        <Button size='s' loading={creating.busy} onClick={() => (name.trim() ? void creating.run() : setError('请填写家谱名称'))}>新建</Button>
      </View>
      {error ? <Text className='xg-ftree__error'>{error}</Text> : null}
    </View>
  )
}

function ImportTree() {
  const [report, setReport] = useState<(ImportReport & { treeId: number }) | null>(null)
  const [error, setError] = useState<string | null>(null)
  const importing = useSubmit(async () => {
    setError(null)
    const file = await chooseRawFile(['ged', 'GED'])
    if (!file) return
    if (file.size > GEDCOM_MAX_BYTES) {
      setError(`GEDCOM 文件不能超过 ${GEDCOM_MAX_BYTES / 1024 / 1024} MB`)
      return
    }
    const res = await call(FAMILY_TREE.importGedcom, { query: {}, file: { filePath: file.path, fileName: file.name } }, { timeout: 5 * 60 * 1000 })
    setReport({ ...res.report, treeId: res.tree.id })
    invalidateQueries(['familyTree'])
    toast('导入成功', 'success')
  }, { failure: '导入失败，请稍后重试', onError: (err, message) => setError(fieldErrorsOf(err).file ?? message) })
  return (
    <View className='xg-ftree__card xg-ftree__import'>
      <Text className='xg-ftree__h'>导入 GEDCOM 文件</Text>
      <Text className='xg-ftree__meta'>支持 GEDCOM 5.5.1、5.5.5 和 7.0（UTF-8、UTF-16、ANSEL 编码），导入为一份新家谱。家谱不保存的内容（如来源引用、多媒体）会逐项列出。</Text>
      <Button size='s' loading={importing.busy} onClick={() => void importing.run()}>选择 .ged 文件</Button>
      {error ? <Text className='xg-ftree__error'>{error}</Text> : null}
      {report ? (
        <View className='xg-ftree__report'>
          <Text className='xg-ftree__meta'>{`已导入 ${report.persons} 人、${report.families} 个家庭（GEDCOM ${report.version}，${report.encoding}）。`}</Text>
          {report.unmapped.length ? (
            <>
              <Text className='xg-ftree__meta'>以下内容家谱不保存，未导入：</Text>
              {report.unmapped.map(u => <Text key={u.path} className='xg-ftree__meta xg-ftree__unmapped'>{`${u.label}（${u.path}）× ${u.count}`}</Text>)}
            </>
          ) : (
            <Text className='xg-ftree__meta'>文件中的内容全部导入。</Text>
          )}
          {report.warnings.map(w => <Text key={w} className='xg-ftree__error'>{w}</Text>)}
          <Button size='s' variant='secondary' onClick={() => open(report.treeId)}>查看导入的家谱</Button>
        </View>
      ) : null}
    </View>
  )
}

function OwnTree({ tree }: { tree: Summary }) {
  const [name, setName] = useState(tree.name)
  const [sharing, setSharing] = useState(false)
  const renaming = useSubmit(async () => {
    await call(FAMILY_TREE.update, { params: { id: tree.id }, body: { name: name.trim() } })
    toast('已保存', 'success')
    invalidateQueries(['familyTree'])
  }, { failure: '保存失败，请稍后重试' })
  const removing = useSubmit(async () => {
    if (!(await confirm(`删除“${tree.name}”？其中 ${tree.personCount} 人的资料都会删除，且不能恢复。`, { danger: true, confirmText: '删除' }))) return
    await call(FAMILY_TREE.remove, { params: { id: tree.id } })
    toast('已删除', 'success')
    invalidateQueries(['familyTree'])
  }, { failure: '删除失败，请稍后重试' })
  const exporting = useSubmit(async (version: '5.5.1' | '7.0') => {
    const file = await call(FAMILY_TREE.exportGedcom, { params: { id: tree.id }, query: { version } })
    const saved = await saveTextFile(file.fileName, file.content)
    if (saved.kind === 'failed') toast('导出失败，请稍后重试')
    else toast(saved.kind === 'shared' ? '已发送' : '已导出', 'success')
    for (const n of file.notes) toast(n)
  }, { failure: '导出失败，请稍后重试' })
  return (
    <View className='xg-ftree__card xg-ftree__tree'>
      <View className='xg-ftree__item'>
        <Text className='xg-ftree__h'>{tree.name}</Text>
        <Text className='xg-ftree__meta'>{`${tree.personCount} 人`}</Text>
      </View>
      <View className='xg-ftree__row'>
        <Button size='s' onClick={() => open(tree.id)}>打开</Button>
        <Button size='s' variant='secondary' loading={exporting.busy} onClick={() => void exporting.run('7.0')}>导出 GEDCOM 7.0</Button>
        <Button size='s' variant='secondary' loading={exporting.busy} onClick={() => void exporting.run('5.5.1')}>导出 GEDCOM 5.5.1</Button>
        <Button size='s' variant='secondary' onClick={() => setSharing(s => !s)}>{sharing ? '收起分享' : '分享'}</Button>
        <Button size='s' variant='secondary' loading={removing.busy} onClick={() => void removing.run()}>删除</Button>
      </View>
      <View className='xg-ftree__row'>
        <Input className='xg-ftree__input xg-ftree__rename' value={name} maxlength={40} onInput={e => setName(e.detail.value)} {...inputLabel('家谱名称')} />
        <Button size='s' variant='secondary' loading={renaming.busy} disabled={!name.trim() || name.trim() === tree.name} onClick={() => void renaming.run()}>改名</Button>
      </View>
      {sharing ? <Sharing treeId={tree.id} /> : null}
    </View>
  )
}

function Sharing({ treeId }: { treeId: number }) {
  const members = useTreeMembers(treeId)
  const [phone, setPhone] = useState('')
  const [role, setRole] = useState<'editor' | 'viewer'>('viewer')
  const [error, setError] = useState<string | null>(null)
  const sharing = useSubmit(async () => {
    await call(FAMILY_TREE.share, { params: { id: treeId }, body: { phone: phone.trim(), role } })
    toast('已分享', 'success')
    setPhone('')
    setError(null)
    members.reload()
  }, { failure: '分享失败，请稍后重试', onError: (err, message) => setError(fieldErrorsOf(err).phone ?? message) })
  const unsharing = useSubmit(async (userId: number) => {
    await call(FAMILY_TREE.unshare, { params: { id: treeId, userId } })
    members.reload()
  }, { failure: '操作失败，请稍后重试' })
  return (
    <View className='xg-ftree__share'>
      <Text className='xg-ftree__meta'>输入对方注册基因寻根的手机号：</Text>
      <View className='xg-ftree__row'>
        <Input className='xg-ftree__input xg-ftree__share-phone' type='number' maxlength={11} value={phone} placeholder='手机号' onInput={e => setPhone(e.detail.value)} />
        {(['viewer', 'editor'] as const).map(r => (
          <Text key={r} {...pressKeys()} ariaRole='button' className={`xg-ftree__chip xg-ftree__role-${r}${role === r ? ' xg-ftree__chip--on' : ''}`} onClick={() => setRole(r)}>{r === 'editor' ? '可编辑' : '只浏览'}</Text>
        ))}
        <Button size='s' loading={sharing.busy} onClick={() => void sharing.run()}>邀请</Button>
      </View>
      {error ? <Text className='xg-ftree__error'>{error}</Text> : null}
      <PageState {...treeStates()} state={members}>
        {m =>
          m.list.length ? (
            <View>
              {m.list.map(x => (
                <View key={x.userId} className='xg-ftree__item'>
                  <Text>{`${x.name} · ${x.role === 'editor' ? '可编辑' : '只浏览'}`}</Text>
                  <Button size='s' variant='secondary' onClick={() => void unsharing.run(x.userId)}>取消分享</Button>
                </View>
              ))}
            </View>
          ) : (
            <Text className='xg-ftree__meta'>还没有分享给任何人。</Text>
          )
        }
      </PageState>
    </View>
  )
}

function SharedTree({ tree }: { tree: Summary }) {
  const leaving = useSubmit(async () => {
    if (!(await confirm(`退出“${tree.name}”？退出后需要 ${tree.ownerName} 重新邀请才能查看。`, { confirmText: '退出' }))) return
    await call(FAMILY_TREE.signOut, { params: { id: tree.id } })
    toast('已退出', 'success')
    invalidateQueries(['familyTree'])
  }, { failure: '操作失败，请稍后重试' })
  return (
    <View className='xg-ftree__card xg-ftree__shared'>
      <View className='xg-ftree__item'>
        <Text className='xg-ftree__h'>{tree.name}</Text>
        <Text className='xg-ftree__meta'>{`${tree.ownerName} 分享 · ${tree.role === 'editor' ? '可编辑' : '只浏览'} · ${tree.personCount} 人`}</Text>
      </View>
      <View className='xg-ftree__row'>
        <Button size='s' to={href('/ancestry/family-tree', {}, { browse: tree.id })}>浏览</Button>
        {tree.role === 'editor' ? <Button size='s' variant='secondary' onClick={() => open(tree.id)}>打开编辑</Button> : null}
        <Button size='s' variant='secondary' loading={leaving.busy} onClick={() => void leaving.run()}>退出</Button>
      </View>
    </View>
  )
}
