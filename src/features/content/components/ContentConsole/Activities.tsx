/**
 * /ops/content, activities (issue 26 item 5): each activity's tag, name, window (China time), its
 * exactly three pictures (spec 5, uploaded here, each with a description) and its share scene.
 * The page of an activity shows it only inside the window; its text is the document activity/<tag>.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ACTIVITY_MESSAGES, ACTIVITY_PICTURES, ACTIVITY_TAG_PATTERN, activityPicturesProblem, activityStateAt, chinaDateTime, parseChinaDateTime, type ActivityPicture, type ContentActivity } from '@xungen/contracts'
import { ACCOUNTS, CONTENT_ACTIVITIES } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Field, { inputLabel } from '@/components/Field'
import { toast } from '@/components/feedback'
import { invalidateQueries } from '@/hooks/useQuery'
import { useLoad } from '@/hooks/useLoad'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { chooseRawFile } from '@/platform/chooseFile'
import { call } from '@/services/call'
import { messageOf } from '@/services/errors'

interface ActivityForm {
  tag: string
  title: string
  start: string
  end: string
  pictures: ActivityPicture[]
  shareTitle: string
  shareDescription: string
}

const STATE_NAMES = { upcoming: '未开始', running: '进行中', ended: '已结束' } as const

const formOf = (a: ContentActivity | null): ActivityForm => ({
  tag: a?.tag ?? '',
  title: a?.title ?? '',
  start: a ? chinaDateTime(a.startDate) : '',
  end: a ? chinaDateTime(a.endDate) : '',
  pictures: a?.picInfos ?? [],
  shareTitle: a?.share.title ?? '',
  shareDescription: a?.share.description ?? ''
})

function ActivityEditor({ activity, onSaved, onClose }: { activity: ContentActivity | null; onSaved: () => void; onClose: () => void }) {
  const [form, setForm] = useState<ActivityForm>(formOf(activity))
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const set = (k: keyof ActivityForm) => (e: { detail: { value: string } }) => setForm({ ...form, [k]: e.detail.value })
  const err = (k: string) => (error?.field === k ? error.message : null)
  const upload = useSubmit(async () => {
    const file = await chooseRawFile(['jpg', 'jpeg', 'png'])
    if (!file) return
    const uploaded = await call(ACCOUNTS.uploadImage, { query: { type: 'content' }, file: { filePath: file.path, fileName: file.name } })
    setForm(f => ({ ...f, pictures: [...f.pictures, { url: uploaded.uploadUrl.replace(/^https?:\/\/[^/]+/, ''), alt: '' }].slice(0, ACTIVITY_PICTURES) }))
  }, { failure: '图片上传失败', onError: inToast })
  const save = useSubmit(async () => {
    const startDate = parseChinaDateTime(form.start)
    const endDate = parseChinaDateTime(form.end)
    const fail = (field: string, message: string) => setError({ field, message })
    if (!ACTIVITY_TAG_PATTERN.test(form.tag.trim())) return fail('tag', ACTIVITY_MESSAGES.tag)
    if (!form.title.trim()) return fail('title', ACTIVITY_MESSAGES.title)
    if (startDate === null) return fail('start', ACTIVITY_MESSAGES.date)
    if (endDate === null) return fail('end', ACTIVITY_MESSAGES.date)
    if (endDate <= startDate) return fail('end', ACTIVITY_MESSAGES.window)
    const pictureProblem = activityPicturesProblem(form.pictures)
    if (pictureProblem) return fail('pictures', pictureProblem)
    if (!form.shareTitle.trim() || !form.shareDescription.trim()) return fail('share', ACTIVITY_MESSAGES.share)
    setError(null)
    await call(CONTENT_ACTIVITIES.opsSaveActivity, {
      params: { tag: form.tag.trim() },
      body: { title: form.title.trim(), startDate, endDate, picInfos: form.pictures, share: { title: form.shareTitle.trim(), description: form.shareDescription.trim() } }
    })
    toast('活动已保存', 'success')
    invalidateQueries(['content', 'activity'])
    onSaved()
  }, { failure: '保存失败，请重试', onError: inToast })

  return (
    <View className='xg-catalogue__editor xg-activity-editor'>
      {!activity && (
        <Field label='活动标识（小写字母、数字和短横线，即活动页地址的最后一段）' error={err('tag')}>
          <Input className='xg-field__input xg-activity-tag' value={form.tag} maxlength={48} onInput={set('tag')} />
          <Text className='xg-catalogue__meta xg-code'>anniversary　national-card　spring-2027</Text>
        </Field>
      )}
      <Field label='活动名称' error={err('title')}>
        <Input className='xg-field__input xg-activity-title' value={form.title} maxlength={30} onInput={set('title')} />
      </Field>
      <Field label='开始时间（北京时间）' error={err('start')} hint='如 2026-12-01 09:00'>
        <Input className='xg-field__input xg-activity-start' value={form.start} maxlength={16} onInput={set('start')} />
      </Field>
      <Field label='结束时间（北京时间）' error={err('end')}>
        <Input className='xg-field__input xg-activity-end' value={form.end} maxlength={16} onInput={set('end')} />
      </Field>
      <Field label={`活动图片（须 ${ACTIVITY_PICTURES} 张）`} error={err('pictures')}>
        <View className='xg-activity-editor__pictures'>
        {form.pictures.map((p, i) => (
          <View key={p.url} className='xg-activity-editor__picture'>
            <Text className='xg-catalogue__meta xg-code'>{p.url}</Text>
            <Input
              className='xg-field__input xg-activity-alt'
              value={p.alt}
              maxlength={40}
              placeholder='图片说明'
              {...inputLabel(`第 ${i + 1} 张图片的说明`)}
              onInput={e => setForm({ ...form, pictures: form.pictures.map((q, j) => (j === i ? { ...q, alt: e.detail.value } : q)) })}
            />
            <Button size='s' variant='secondary' onClick={() => setForm({ ...form, pictures: form.pictures.filter((_, j) => j !== i) })}>移除</Button>
          </View>
        ))}
        </View>
        {form.pictures.length < ACTIVITY_PICTURES && <Button size='s' variant='secondary' loading={upload.busy} onClick={() => void upload.run()} className='xg-activity-upload'>上传图片</Button>}
      </Field>
      <Field label='分享标题' error={err('share')}>
        <Input className='xg-field__input xg-activity-share-title' value={form.shareTitle} maxlength={60} onInput={set('shareTitle')} />
      </Field>
      <Field label='分享描述'>
        <Input className='xg-field__input xg-activity-share-description' value={form.shareDescription} maxlength={60} onInput={set('shareDescription')} />
      </Field>
      <View className='xg-catalogue__actions'>
        <Button size='s' loading={save.busy} onClick={() => void save.run()} className='xg-activity-save'>保存活动</Button>
        <Button size='s' variant='secondary' onClick={onClose}>收起</Button>
      </View>
    </View>
  )
}

export default function ActivitiesConsole({ now }: { now: number }) {
  const list = useLoad(() => call(CONTENT_ACTIVITIES.opsActivities), [])
  const [open, setOpen] = useState<string | null>(null)
  return (
    <View className='xg-content-console__activities'>
      <Text className='xg-catalogue__title'>活动</Text>
      <Text className='xg-catalogue__note'>活动只在开始与结束时间之间显示；活动页的正文在上方“活动页”类内容中编辑，标识与活动相同。</Text>
      {list.status === 'failed' && <Text className='xg-catalogue__note xg-catalogue__off'>{messageOf(list.error, '加载失败')}</Text>}
      {list.status === 'done' &&
        list.data.list.map(a => (
          <View key={a.tag} className='xg-catalogue__row' data-activity={a.tag}>
            <View className='xg-catalogue__head'>
              <View>
                <Text className='xg-catalogue__name'>{a.title}</Text>
                <Text className='xg-catalogue__meta'>
                  <Text className='xg-code'>{a.tag}</Text>
                  {` · ${chinaDateTime(a.startDate)} 至 ${chinaDateTime(a.endDate)} · ${STATE_NAMES[activityStateAt(a, now)]}`}
                </Text>
              </View>
              {open !== a.tag && <Button size='s' variant='secondary' onClick={() => setOpen(a.tag)}>编辑</Button>}
            </View>
            {open === a.tag && <ActivityEditor activity={a} onSaved={list.reload} onClose={() => setOpen(null)} />}
          </View>
        ))}
      {open === '' ? (
        <View className='xg-catalogue__row'><ActivityEditor activity={null} onSaved={() => { list.reload(); setOpen(null) }} onClose={() => setOpen(null)} /></View>
      ) : (
        <Button size='s' variant='secondary' onClick={() => setOpen('')} className='xg-activity-new'>新建活动</Button>
      )}
    </View>
  )
}
