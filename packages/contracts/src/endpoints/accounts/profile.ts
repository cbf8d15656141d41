/** The signed-in user's profile and images (spec 2.11 /user/info and /user/settings, 7.2, 7.3 User group). */
import { endpoint } from '../define'
import {
  baseInfoModifiableDataSchema,
  updateUserInfoBodySchema,
  uploadImageByAuthQuerySchema,
  uploadImageDataSchema,
  uploadImageQuerySchema,
  userInfoDataSchema,
  userNameCheckDataSchema,
  userNameCheckQuerySchema
} from './schemas'
import { ACCOUNT_BODY_LIMIT } from './session'

export const PROFILE_ENDPOINTS = {
  userInfo: endpoint({
    method: 'GET', path: '/web/api/new/user/info',
    auth: 'user',
    summary: 'The signed-in user (spec 3.1)',
    response: userInfoDataSchema,
    codes: []
  }),
  updateUserInfo: endpoint({
    method: 'PUT', path: '/web/api/new/user/info',
    auth: 'user',
    summary: 'Change the nickname or the avatar (an uploaded image is reviewed first)',
    body: updateUserInfoBodySchema,
    response: userInfoDataSchema,
    codes: [],
    bodyLimit: ACCOUNT_BODY_LIMIT
  }),
  userNameChecker: endpoint({
    method: 'GET', path: '/proxy/user/user_name_checker',
    auth: 'public',
    summary: 'Check a nickname against the spec 5 rules (open to visitors: the sign-up step checks it)',
    query: userNameCheckQuerySchema,
    response: userNameCheckDataSchema,
    codes: []
  }),
  baseInfoModifiable: endpoint({
    method: 'GET', path: '/proxy/user/base_info_modifiable',
    auth: 'user',
    summary: 'Which profile fields may be changed now, and why not',
    response: baseInfoModifiableDataSchema,
    codes: []
  }),
  uploadImage: endpoint({
    method: 'POST', path: '/web/api/new/common/upload/image',
    auth: 'user',
    summary: 'Upload an image (multipart, field file); avatars are reviewed before use',
    query: uploadImageQuerySchema,
    file: 'file',
    response: uploadImageDataSchema,
    codes: []
  }),
  uploadImageByAuth: endpoint({
    method: 'POST', path: '/web/api/new/common/upload/image/by-auth',
    auth: 'public',
    summary: 'Upload an avatar during sign-up, the sign-in code proving the phone',
    query: uploadImageByAuthQuerySchema,
    file: 'file',
    response: uploadImageDataSchema,
    codes: []
  })
} as const
