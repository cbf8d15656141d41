/**
 * spec 4, "Sign-up profile flow": step 1 enter name, step 2 choose avatar, then submit. Used by
 * the sign-up page (submit = sign up) and by the default layout's set-profile step for accounts
 * whose profile is incomplete (submit = PUT user info).
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { DEFAULT_AVATARS, NAME_MAX_LENGTH, type Avatar, type AvatarReviewStatus, type UploadImageData } from '@xungen/contracts'
import AvatarChooser from '@/components/AvatarChooser'
import Button from '@/components/Button'
import Field from '@/components/Field'
import { useNameField } from '@/hooks/useNameField'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import type { LocalFile as LocalImage } from '@/services/endpointCall'
import './index.scss'

export type ProfileStep = 'name' | 'avatar'

/** A default gradient for a new account, before the person chooses. */
export const FIRST_GRADIENT: Avatar = { type: 'color', startColor: DEFAULT_AVATARS[0].startColor, endColor: DEFAULT_AVATARS[0].endColor }

export interface ProfileStepsProps {
  initialName?: string
  initialAvatar?: Avatar | null
  initialReview?: AvatarReviewStatus | null
  /** the step shown first (sign-up returns to the name step when the server refused the name) */
  step?: ProfileStep
  /** a refusal of the name by the final call, shown under the field */
  nameError?: string | null
  upload: (file: LocalImage) => Promise<UploadImageData>
  /** the final call; the steps wait for it */
  onSubmit: (profile: { name: string; avatar: Avatar }) => Promise<void>
  /** each change, so that a page can keep the draft */
  onChange?: (profile: { name: string; avatar: Avatar | null; review: AvatarReviewStatus | null }) => void
  submitLabel: string
}

export function StepBar({ index, total }: { index: number; total: number }) {
  return (
    <View className='xg-auth__steps'>
      {Array.from({ length: total }, (_, i) => (
        <View key={i} className={`xg-auth__step${i <= index ? ' xg-auth__step--done' : ''}`} />
      ))}
      <Text className='xg-auth__step-label'>{`第 ${index + 1} 步 / 共 ${total} 步`}</Text>
    </View>
  )
}

export default function ProfileSteps(props: ProfileStepsProps) {
  const { upload, onSubmit, onChange, submitLabel } = props
  const [step, setStep] = useState<ProfileStep>(props.step ?? 'name')
  const name = useNameField(props.initialName ?? '')
  const [avatar, setAvatar] = useState<Avatar>(props.initialAvatar ?? FIRST_GRADIENT)
  const [review, setReview] = useState<AvatarReviewStatus | null>(props.initialReview ?? null)
  const [checkedName, setCheckedName] = useState<string | null>(null)
  const submitting = useSubmit(onSubmit, { onError: inToast })
  const [shownNameError, setShownNameError] = useState(props.nameError ?? null)

  async function next() {
    if (name.empty || name.checking) return
    setShownNameError(null)
    const ok = await name.check()
    if (!ok) return
    setCheckedName(ok)
    onChange?.({ name: ok, avatar, review })
    setStep('avatar')
  }

  function submit() {
    if (checkedName) void submitting.run({ name: checkedName, avatar })
  }

  if (step === 'name') {
    const error = name.error ?? shownNameError
    return (
      <View className='xg-profile-steps'>
        <StepBar index={0} total={2} />
        <Text className='xg-auth__title'>给自己起个昵称</Text>
        <View className='xg-auth__subtitle'>昵称会展示给基因亲人和社区里的朋友，注册后可在「账号资料」中修改。</View>
        <Field name='name' error={error} hint='支持中文、英文、数字，最多 16 个字'>
          <Input
            className='xg-field__input'
            value={name.value}
            maxlength={NAME_MAX_LENGTH + 4}
            placeholder='请输入昵称'
            placeholderClass='xg-field__placeholder'
            onInput={e => name.onInput(e.detail.value)}
            onFocus={() => {
              name.onFocus()
              setShownNameError(null)
            }}
            onConfirm={() => void next()}
          />
          <Text className='xg-field__counter'>{`${Array.from(name.value).length}/${NAME_MAX_LENGTH}`}</Text>
        </Field>
        <View className='xg-auth__actions'>
          <Button block size='l' disabled={name.empty} loading={name.checking} onClick={() => void next()}>
            下一步
          </Button>
        </View>
      </View>
    )
  }

  return (
    <View className='xg-profile-steps'>
      <StepBar index={1} total={2} />
      <Text className='xg-auth__title'>选一个喜欢的头像</Text>
      <View className='xg-auth__subtitle'>可以使用默认头像，也可以上传一张照片（照片经审核后展示）。</View>
      <AvatarChooser
        value={avatar}
        review={review}
        name={checkedName ?? name.value}
        upload={upload}
        onChange={(a, r) => {
          setAvatar(a)
          setReview(r)
          onChange?.({ name: checkedName ?? name.value, avatar: a, review: r })
        }}
      />
      <View className='xg-profile-steps__actions'>
        <Button block size='l' loading={submitting.busy} onClick={submit}>
          {submitLabel}
        </Button>
        <Button block size='l' variant='ghost' onClick={() => setStep('name')}>
          上一步
        </Button>
      </View>
    </View>
  )
}
