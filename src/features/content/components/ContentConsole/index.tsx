/**
 * /ops/content (issue 26 item 2; the website only): pages, white papers, app information,
 * activity pages and description configs for staff with the operator role. A document opens in
 * an editor: title and Markdown body, pictures through the image upload, 保存草稿 (the public
 * still reads the published version), the draft's preview as the server renders it, 发布 (the
 * next version, seen at once) and the history of published versions. Saves and publications name
 * the version read; someone else's change meanwhile is refused. An agreement (`agreement/<document>`,
 * issue 26 item 1) starts from the text in force, and its publication is the agreement's next
 * version, asking again those who accepted an earlier one unless staff untick it (a correction). Anyone without the role is told
 * the account has no access (the server answers them 404).
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { chinaDateTime, CODES, CONTENT_KIND_NAMES, type ContentDocumentDetail } from '@xungen/contracts'
import { ACCOUNTS, CONTENT } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Checkbox from '@/components/Checkbox'
import Field from '@/components/Field'
import Link from '@/components/Link'
import { toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { chooseRawFile } from '@/platform/chooseFile'
import { call } from '@/services/call'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import { agreementDraftFromFile, agreementOfKey } from '../../model/agreementDraft'
import { checkDraft, imageMarkdown, type DraftForm } from '../../model/editor'
import { PublishedBody } from '../ContentView'
import ActivitiesConsole from './Activities'
import TrackingPanel from './Tracking'
import '../../../commerceOps/components/CatalogueConsole.scss'
import './index.scss'

function Editor({ contentKey, onChanged, onClose }: { contentKey: string | null; onChanged: () => void; onClose: () => void }) {
  const existing = useLoad(() => (contentKey ? call(CONTENT.opsDocument, { query: { key: contentKey } }) : Promise.resolve(null)), [contentKey])
  const [doc, setDoc] = useState<ContentDocumentDetail | null>(null)
  const [form, setForm] = useState<DraftForm | null>(null)
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const current = doc ?? (existing.status === 'done' ? existing.data : null)
  // an agreement's new version: asks again everyone who accepted an earlier one unless unticked (a correction)
  const [renewConsent, setRenewConsent] = useState(true)
  if (!form && (existing.status === 'done' || !contentKey)) {
    const d = existing.status === 'done' ? existing.data : null
    setForm({ key: contentKey ?? '', title: d?.draft?.title ?? d?.published?.title ?? '', body: d?.draft?.body ?? d?.published?.body ?? '' })
  }
  const act = useSubmit(async (send: () => Promise<ContentDocumentDetail>, done: string) => {
    const next = await send()
    setDoc(next)
    toast(done, 'success')
    invalidateQueries(['content', 'published', next.key])
    onChanged()
  }, { failure: '提交失败，请重试', onError: inToast })
  const upload = useSubmit(async () => {
    const file = await chooseRawFile(['jpg', 'jpeg', 'png'])
    if (!file || !form) return
    const uploaded = await call(ACCOUNTS.uploadImage, { query: { type: 'content' }, file: { filePath: file.path, fileName: file.name } })
    setForm({ ...form, body: form.body + imageMarkdown(uploaded.uploadUrl, file.name.replace(/\.[^.]+$/, '')) })
  }, { failure: '图片上传失败', onError: inToast })

  if (existing.status === 'loading' || !form) return <Text className='xg-catalogue__note'>加载中…</Text>
  if (existing.status === 'failed') return <Text className='xg-catalogue__note xg-catalogue__off'>{messageOf(existing.error, '加载失败')}</Text>
  const set = (k: keyof DraftForm) => (e: { detail: { value: string } }) => setForm({ ...form, [k]: e.detail.value })
  const err = (k: string) => (error?.field === k ? error.message : null)

  function save() {
    const checked = checkDraft(form!)
    if (!checked.ok) return setError({ field: checked.field, message: checked.message })
    setError(null)
    void act.run(() => call(CONTENT.opsSaveDraft, { query: { key: checked.key }, body: { title: checked.title, body: checked.body, expectedUpdatedAt: current ? current.updatedAt : null } }), '草稿已保存')
  }
  function publish() {
    if (!current) return
    const agreement = current.kind === 'agreement'
    void act.run(() => call(CONTENT.opsPublish, { query: { key: current.key }, body: agreement ? { expectedUpdatedAt: current.updatedAt, renewConsent } : { expectedUpdatedAt: current.updatedAt } }), '已发布')
  }

  return (
    <View className='xg-catalogue__editor xg-content-editor'>
      {!contentKey && !current && (
        <Field label='内容标识（类别/名称）' error={err('key')}>
          <Input className='xg-field__input xg-content-key' value={form.key} maxlength={80} onInput={set('key')} />
          <Text className='xg-catalogue__meta xg-code'>page/about　white-paper/chip　app/main　activity/spring　description/IS_OPEN_PIWIK　agreement/privacy</Text>
          {agreementOfKey(form.key) && !form.body && (
            <Button size='s' variant='secondary' className='xg-content-from-file' onClick={() => setForm({ ...form, ...agreementDraftFromFile(agreementOfKey(form.key)!) })}>
              以现行版本为底稿
            </Button>
          )}
        </Field>
      )}
      <Field label='标题' error={err('title')}>
        <Input className='xg-field__input xg-content-title' value={form.title} maxlength={60} onInput={set('title')} />
      </Field>
      <Field label='正文' error={err('body')} hint='“## ”开头为小标题，“- ”开头为列表，**加粗**，[链接文字](/flow)；图片请用“插入图片”上传'>
        <Textarea className='xg-catalogue__textarea xg-content-body' value={form.body} maxlength={60000} onInput={set('body')} />
      </Field>
      <View className='xg-catalogue__actions'>
        <Button size='s' variant='secondary' loading={upload.busy} onClick={() => void upload.run()}>插入图片</Button>
        <Button size='s' loading={act.busy} onClick={save} className='xg-content-save'>保存草稿</Button>
        {current?.hasDraft && <Button size='s' loading={act.busy} onClick={publish} className='xg-content-publish'>{current.kind === 'agreement' ? '发布新版本' : '发布'}</Button>}
        <Button size='s' variant='secondary' onClick={onClose}>收起</Button>
      </View>
      {current?.kind === 'agreement' && current.hasDraft && (
        <Checkbox checked={renewConsent} onChange={setRenewConsent} label='要求已同意的用户重新同意' className='xg-content-renew'>
          <Text className='xg-catalogue__meta'>要求已同意旧版本的用户重新同意（处理目的、方式或个人信息种类变更时，依《个人信息保护法》须重新取得同意；仅更正文字可不勾选）</Text>
        </Checkbox>
      )}
      {current?.draft && (
        <View className='xg-content-editor__preview'>
          <Text className='xg-catalogue__meta'>{`草稿预览（保存于 ${chinaDateTime(current.draft.updatedAt)}，发布后公开）`}</Text>
          {current.kind === 'description' ? <Text className='xg-code'>{current.draft.body}</Text> : <PublishedBody html={current.draft.html} />}
        </View>
      )}
      {current && (
        <View className='xg-content-editor__history'>
          <Text className='xg-catalogue__meta'>发布记录</Text>
          {current.history.length === 0 && <Text className='xg-catalogue__audit'>尚未发布</Text>}
          {current.history.map(h => (
            <Text key={h.version} className='xg-catalogue__audit'>
              {`第 ${h.version} 版　${h.title}　${chinaDateTime(h.publishedAt)}　员工 #${h.publishedBy}`}
              {h.agreementVersion ? `　协议版本 ${h.agreementVersion}（${h.renewConsent ? '要求重新同意' : '文字更正，无需重新同意'}）` : ''}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}

export default function ContentConsole() {
  const authed = useSession(s => Boolean(s.token))
  const docs = useLoad(() => (authed ? call(CONTENT.opsList) : Promise.resolve({ list: [] })), [authed])
  const [open, setOpen] = useState<string | null>(null)
  if (!authed) {
    return (
      <View className='xg-catalogue'>
        <Text className='xg-catalogue__title'>内容管理</Text>
        <Text className='xg-catalogue__note'>请使用运营账号登录。</Text>
        <Button to='/auth/signin?from=%2Fops%2Fcontent'>登录</Button>
      </View>
    )
  }
  if (docs.status === 'failed') {
    const denied = docs.error instanceof ApiError && docs.error.code === CODES.NOT_FOUND
    return (
      <View className='xg-catalogue'>
        <Text className='xg-catalogue__title'>内容管理</Text>
        <Text className='xg-catalogue__note xg-catalogue__off'>{denied ? '当前账号没有运营权限，请联系管理员开通。' : messageOf(docs.error, '加载失败，请稍后重试')}</Text>
        {!denied && <Button onClick={docs.reload}>重试</Button>}
        <Link to='/'>返回首页</Link>
      </View>
    )
  }
  return (
    <View className='xg-catalogue xg-content-console'>
      <Text className='xg-catalogue__title'>内容管理</Text>
      <Text className='xg-catalogue__note'>页面、白皮书、App 信息、活动页、描述配置和需用户同意的协议。保存的草稿不公开；发布后所有人立即看到新版本，历次发布的版本都会保留。</Text>
      {docs.status === 'loading' && <Text className='xg-catalogue__note'>加载中…</Text>}
      {docs.status === 'done' &&
        docs.data.list.map(d => (
          <View key={d.key} className='xg-catalogue__row' data-content-key={d.key}>
            <View className='xg-catalogue__head'>
              <View>
                <Text className='xg-catalogue__name'>{d.title}</Text>
                <Text className='xg-catalogue__meta'>
                  {`${CONTENT_KIND_NAMES[d.kind]} · `}<Text className='xg-code'>{d.key}</Text>
                  {d.publishedVersion ? ` · 第 ${d.publishedVersion} 版` : ' · 未发布'}{d.hasDraft ? ' · 有草稿' : ''}
                </Text>
              </View>
              <View className='xg-catalogue__actions'>
                {open !== d.key && <Button size='s' variant='secondary' onClick={() => setOpen(d.key)} className='xg-content-edit'>编辑</Button>}
              </View>
            </View>
            {open === d.key && <Editor contentKey={d.key} onChanged={docs.reload} onClose={() => setOpen(null)} />}
          </View>
        ))}
      {open === '' ? (
        <View className='xg-catalogue__row'><Editor contentKey={null} onChanged={docs.reload} onClose={() => setOpen(null)} /></View>
      ) : (
        <Button size='s' variant='secondary' onClick={() => setOpen('')} className='xg-content-new'>新建内容</Button>
      )}
      {docs.status === 'done' && <ActivitiesConsole now={Date.now()} />}
      {docs.status === 'done' && <TrackingPanel />}
    </View>
  )
}
