/**
 * Choosing an avatar (spec 3.1, 4, 5): one of the default gradients (key, startColor, endColor,
 * type color) or an uploaded photo, which is reviewed before use ("审核中" until then). Used by
 * the sign-up step 2, the set-profile step and the account centre.
 */
import { Text, View } from '@tarojs/components'
import {
  AVATAR_PREVIEW_SIZE,
  AVATAR_REVIEW_STATUS,
  CODES,
  DEFAULT_AVATARS,
  MESSAGES,
  isGradientAvatar,
  type Avatar as AvatarValue,
  type AvatarReviewStatus,
  type UploadImageData
} from '@xungen/contracts'
import Avatar from '../Avatar'
import AvatarPhotoButton from '../AvatarPhotoButton'
import { toast } from '../feedback'
import { useSubmit } from '@/hooks/useSubmit'
import { ApiError } from '@/services/client'
import type { LocalFile as LocalImage } from '@/services/endpointCall'
import './index.scss'
import { pressKeys } from '@/platform/keys'

export const AVATAR_REVIEW_LABELS: Record<AvatarReviewStatus, string> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过审核'
}

export const AVATAR_REJECTED_MESSAGE = '头像未通过审核，请更换一张'

export interface AvatarChooserProps {
  value: AvatarValue | null
  /** the review of an uploaded photo (null for a gradient) */
  review: AvatarReviewStatus | null
  /** the name whose first character shows on a gradient */
  name: string
  upload: (file: LocalImage) => Promise<UploadImageData>
  onChange: (avatar: AvatarValue, review: AvatarReviewStatus | null) => void
  disabled?: boolean
}

/** Whether two gradients are the same choice (colours compare case-insensitively, as the server stores them upper-case). */
export function sameGradient(a: AvatarValue | null | undefined, b: { startColor: string; endColor: string }): boolean {
  return isGradientAvatar(a) && a.startColor.toLowerCase() === b.startColor.toLowerCase() && a.endColor.toLowerCase() === b.endColor.toLowerCase()
}

/** spec 8.2: an upload that fails says 「上传失败，请重试」; the server's own refusal (type, size, review) is shown as it says it. */
export function uploadFailureMessage(err: unknown): string {
  if (err instanceof ApiError && err.code === CODES.ARG_ERROR && err.message) return err.message
  return MESSAGES.upload.failed
}

export function ReviewBadge({ status }: { status: AvatarReviewStatus | null }) {
  if (!status || status === AVATAR_REVIEW_STATUS.APPROVED) return null
  return <Text className={`xg-review-badge xg-review-badge--${status}`}>{AVATAR_REVIEW_LABELS[status]}</Text>
}

export default function AvatarChooser({ value, review, name, upload, onChange, disabled }: AvatarChooserProps) {
  const uploading = useSubmit(async (file: LocalImage) => {
    const result = await upload(file)
    if (result.reviewStatus === AVATAR_REVIEW_STATUS.REJECTED) {
      toast(AVATAR_REJECTED_MESSAGE)
      return
    }
    onChange(result.uploadUrl, result.reviewStatus)
  }, { onError: err => toast(uploadFailureMessage(err)) })
  const onPicked = async (file: LocalImage) => void (await uploading.run(file))

  const photo = typeof value === 'string' ? value : null
  return (
    <View className={`xg-avatar-chooser${disabled ? ' xg-avatar-chooser--disabled' : ''}`}>
      <View className='xg-avatar-chooser__preview'>
        <Avatar avatar={value} name={name} size={AVATAR_PREVIEW_SIZE} />
        <ReviewBadge status={photo ? review : null} />
      </View>
      {photo && review === AVATAR_REVIEW_STATUS.PENDING && <Text className='xg-avatar-chooser__note'>照片审核通过后即会展示，审核期间先显示默认头像</Text>}
      <View className='xg-avatar-chooser__grid'>
        {DEFAULT_AVATARS.map(option => (
          <View key={option.key} {...pressKeys()}
            className={`xg-avatar-chooser__option${sameGradient(value, option) ? ' xg-avatar-chooser__option--active' : ''}`}
            ariaRole='radio'
            ariaChecked={sameGradient(value, option)}
            ariaLabel={`默认头像 ${option.key}`}
            onClick={() => !disabled && onChange({ type: 'color', startColor: option.startColor, endColor: option.endColor }, null)}
          >
            <Avatar avatar={{ type: 'color', startColor: option.startColor, endColor: option.endColor }} name={name} size={48} />
          </View>
        ))}
        <AvatarPhotoButton className={`xg-avatar-chooser__option xg-avatar-chooser__upload${photo ? ' xg-avatar-chooser__option--active' : ''}`} onPicked={onPicked} disabled={disabled || uploading.busy}>
          <View className='xg-avatar-chooser__upload-icon'>
            <View className='xg-avatar-chooser__plus xg-avatar-chooser__plus--h' />
            <View className='xg-avatar-chooser__plus xg-avatar-chooser__plus--v' />
          </View>
          <Text className='xg-avatar-chooser__upload-label'>{uploading.busy ? '上传中' : '上传照片'}</Text>
        </AvatarPhotoButton>
      </View>
    </View>
  )
}
