/** spec 8.2 "Image processing error: 'image upload error'": the message of a failed pick or resize on either platform */
import { MESSAGES } from '@xungen/contracts'
import { AvatarImageError } from '@/platform/avatarImage'

export function avatarImageErrorMessage(err: unknown): string {
  return err instanceof AvatarImageError ? err.message : MESSAGES.upload.imageError
}
