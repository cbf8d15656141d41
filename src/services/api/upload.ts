/**
 * spec 7.2 image uploads: multipart field `file`, answer data.uploadUrl (with the size and, for
 * avatars, the review status of spec 5). `filePath` is a local file: a blob: URL on H5 (the
 * resized or cropped picture), a temporary file path in the mini-program.
 */
import { ACCOUNT_API, type UploadImageData, type UploadImageType } from '@xungen/contracts'
import type { ApiClient } from '../client'
import type { PhoneInput } from './user'

export interface LocalImage {
  filePath: string
  fileName?: string
}

export function uploadApi(client: ApiClient) {
  return {
    /** POST upload/image?type=… (signed-in users) */
    image: (file: LocalImage, type: UploadImageType) =>
      client.upload<UploadImageData>({ path: ACCOUNT_API.uploadImage.path, query: { type }, filePath: file.filePath, fileName: file.fileName }),
    /** POST upload/image/by-auth?type=avatar&nationCode&phoneNumber&authCode: a person in sign-up, proven by the sign-in code */
    avatarByAuth: (file: LocalImage, phone: PhoneInput, authCode: string) =>
      client.upload<UploadImageData>({
        path: ACCOUNT_API.uploadImageByAuth.path,
        query: { type: 'avatar', nationCode: phone.nationCode, phoneNumber: phone.phoneNumber, authCode },
        filePath: file.filePath,
        fileName: file.fileName
      })
  }
}

export type UploadApi = ReturnType<typeof uploadApi>
