/**
 * /user/info (spec 2.11 "account name and avatar"): the name with the server's check (spec 5),
 * the avatar (a gradient or an uploaded photo: png/jpg/jpeg, at most 240x240, the crop dialog on
 * desktops, reviewed before use: 「审核中」), the phone and the account's dates. Success toast
 * 「修改成功」; a refusal with the server's message in an alert with 「知道了」, else
 * 「修改失败，请重试」 (spec 8.2).
 */
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import dayjs from 'dayjs'
import {
  AVATAR_REVIEW_STATUS,
  MESSAGES,
  NAME_MAX_LENGTH,
  displayName,
  type Avatar as AvatarValue,
  type AvatarReviewStatus,
  type UpdateUserInfoBody
} from '@xungen/contracts'
import Avatar from '@/components/Avatar'
import AvatarChooser, { AVATAR_REJECTED_MESSAGE, ReviewBadge } from '@/components/AvatarChooser'
import Button from '@/components/Button'
import Field from '@/components/Field'
import { Panel, PanelRow } from '@/components/Panel'
import Sheet from '@/components/Sheet'
import { alert, toast } from '@/components/feedback'
import { fieldErrorsOf, messageOf } from '@/services/errors'
import { loadCurrentUser, updateProfile } from '@/features/account/store/session'
import { useNameField } from '@/hooks/useNameField'
import { useQuery } from '@/hooks/useQuery'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { useSession } from '@/stores/session'
import { ACCOUNTS } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import './index.scss'
import { pressKeys } from '@/platform/keys'

async function saveProfile(body: UpdateUserInfoBody): Promise<{ ok: true } | { ok: false; fields: Record<string, string> }> {
  try {
    updateProfile(await call(ACCOUNTS.updateUserInfo, { body }))
    toast(MESSAGES.profile.updated, 'success')
    return { ok: true }
  } catch (err) {
    const fields = fieldErrorsOf(err)
    // a refusal of the name goes under the field; anything else in an alert (spec 8.2)
    if (!fields.name) await alert(messageOf(err, MESSAGES.profile.updateFailed), { confirmText: MESSAGES.profile.alertButton })
    return { ok: false, fields }
  }
}

function NameRow({ name, locked }: { name: string; locked: string | null }) {
  const [editing, setEditing] = useState(false)
  const field = useNameField(name)
  const saving = useSubmit(async (checked: string) => {
    const result = await saveProfile({ name: checked })
    if (result.ok) setEditing(false)
    else if (result.fields.name) field.setError(result.fields.name)
  }, { failure: MESSAGES.profile.updateFailed, onError: inToast })

  async function save() {
    if (saving.busy) return
    const checked = await field.check()
    if (!checked) return
    if (checked === name) {
      setEditing(false)
      return
    }
    await saving.run(checked)
  }

  if (!editing) {
    return (
      <PanelRow
        name='name'
        label='昵称'
        action={locked ? <Text className='xg-panel-row__action--muted'>暂不可修改</Text> : <Text {...pressKeys()} ariaRole='button' onClick={() => { field.setValue(name); setEditing(true) }}>修改</Text>}
        note={locked ?? undefined}
      >
        <Text className='xg-user-info__name'>{displayName(name) || '未设置昵称'}</Text>
      </PanelRow>
    )
  }
  return (
    <PanelRow name='name' label='昵称'>
      <View className='xg-user-info__edit'>
        <Field name='name' error={field.error} hint='支持中文、英文、数字，最多 16 个字'>
          <Input
            className='xg-field__input'
            value={field.value}
            focus
            maxlength={NAME_MAX_LENGTH + 4}
            placeholder='请输入昵称'
            placeholderClass='xg-field__placeholder'
            onInput={e => field.onInput(e.detail.value)}
            onFocus={field.onFocus}
            onConfirm={() => void save()}
          />
          <Text className='xg-field__counter'>{`${Array.from(field.value).length}/${NAME_MAX_LENGTH}`}</Text>
        </Field>
        <View className='xg-user-info__buttons'>
          <Button size='s' disabled={field.empty} loading={saving.busy || field.checking} onClick={() => void save()}>保存</Button>
          <Button size='s' variant='ghost' onClick={() => setEditing(false)}>取消</Button>
        </View>
      </View>
    </PanelRow>
  )
}

function AvatarRow({ avatar, name, review, locked }: { avatar: AvatarValue; name: string; review: { status: AvatarReviewStatus; uploadUrl: string } | null; locked: string | null }) {
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<{ avatar: AvatarValue; review: AvatarReviewStatus | null }>({ avatar, review: null })
  const saving = useSubmit(async (chosen: AvatarValue) => {
    if ((await saveProfile({ avatar: chosen })).ok) setOpen(false)
  }, { failure: MESSAGES.profile.updateFailed, onError: inToast })

  function openChooser() {
    setChoice({ avatar, review: null })
    setOpen(true)
  }

  const pending = review?.status === AVATAR_REVIEW_STATUS.PENDING
  const rejected = review?.status === AVATAR_REVIEW_STATUS.REJECTED
  return (
    <>
      <PanelRow
        name='avatar'
        label='头像'
        action={locked ? <Text className='xg-panel-row__action--muted'>暂不可修改</Text> : <Text {...pressKeys()} ariaRole='button' onClick={openChooser}>更换头像</Text>}
        note={
          locked ? locked
          : pending ? '新头像正在审核中，审核通过后将自动更换'
          : rejected ? <Text className='xg-panel-row__note--error'>{AVATAR_REJECTED_MESSAGE}</Text>
          : undefined
        }
      >
        <View className='xg-user-info__avatar' onClick={locked ? undefined : openChooser}>
          {/* while a new photo is reviewed the account keeps its avatar; the pending one is shown with its state */}
          <Avatar avatar={pending ? review!.uploadUrl : avatar} name={name} size={64} />
          <ReviewBadge status={pending ? AVATAR_REVIEW_STATUS.PENDING : null} />
        </View>
      </PanelRow>
      <Sheet
        open={open}
        title='更换头像'
        onClose={() => setOpen(false)}
        name='avatar'
        footer={
          <>
            <Button block variant='ghost' onClick={() => setOpen(false)}>取消</Button>
            <Button block loading={saving.busy} onClick={() => void saving.run(choice.avatar)}>保存</Button>
          </>
        }
      >
        <View className='xg-user-info__chooser'>
          <AvatarChooser
            value={choice.avatar}
            review={choice.review}
            name={name}
            upload={file => call(ACCOUNTS.uploadImage, { query: { type: 'avatar' }, file })}
            onChange={(a, r) => setChoice({ avatar: a, review: r })}
          />
        </View>
      </Sheet>
    </>
  )
}

export default function UserInfoForm() {
  const profile = useSession(s => s.profile)
  // which fields may change: a photo under review or a pending cancellation locks them (a failed load locks nothing)
  const modifiableState = useQuery(['accounts', 'base-info-modifiable', Boolean(profile), profile?.avatarReview?.status ?? null], () =>
    profile ? call(ACCOUNTS.baseInfoModifiable) : Promise.resolve(null)
  )
  const modifiable = modifiableState.status === 'done' ? modifiableState.data : null

  // the page shows the account as the server has it now (a review may have ended meanwhile)
  useEffect(() => {
    void loadCurrentUser(true)
  }, [])

  if (!profile) {
    return (
      <View className='xg-user-info xg-user-info--loading'>
        <Text>正在加载账号资料…</Text>
      </View>
    )
  }
  const lockedReason = (f: 'name' | 'avatar') => (modifiable && !modifiable[f].modifiable ? modifiable[f].reason || '暂不可修改' : null)
  return (
    <View className='xg-user-info'>
      <Panel title='账号资料' description='昵称和头像会展示给你的基因亲人、宗亲和社区里的朋友。'>
        <AvatarRow avatar={profile.avatar} name={profile.userName} review={profile.avatarReview} locked={lockedReason('avatar')} />
        <NameRow key={profile.userName} name={profile.userName} locked={lockedReason('name')} />
        <PanelRow name='phone' label='手机号' action={profile.phoneNumber ? <Text className='xg-tag xg-tag--primary'>已绑定</Text> : undefined}>
          <Text>{profile.phoneNumber ? `+${profile.nationCode} ${profile.phoneNumber}` : '未绑定'}</Text>
        </PanelRow>
        <PanelRow name='id' label='账号 ID'>
          <Text>{String(profile.userId)}</Text>
        </PanelRow>
        <PanelRow name='created' label='注册时间'>
          <Text>{dayjs(profile.createdAt).format('YYYY年M月D日')}</Text>
        </PanelRow>
      </Panel>
    </View>
  )
}
