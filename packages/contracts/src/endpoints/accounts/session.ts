/**
 * Sign-in, sign-up, codes, passwords, mini-program login and logout (spec 2.2, 2.11, 4, 7.2, 7.3
 * User group). Calls that start a session answer SessionData; the server also sets the 7-day
 * token cookie with it (spec 9).
 */
import { endpoint } from '../define'
import {
  checkAuthCodeQuerySchema,
  isRegisteredDataSchema,
  isRegisteredQuerySchema,
  modifyPasswordBodySchema,
  nullDataSchema,
  resetPasswordBodySchema,
  sessionDataSchema,
  signinByCodeBodySchema,
  signinByPasswordBodySchema,
  signupBodySchema,
  smsVerifyBodySchema,
  smsVerifyDataSchema,
  validCodeDataSchema,
  wechatBindPhoneBodySchema,
  wechatLoginBodySchema
} from './schemas'

/** Account calls carry small JSON bodies; anything bigger is refused before it is read (413, 4006). */
export const ACCOUNT_BODY_LIMIT = 16 * 1024
const bodyLimit = ACCOUNT_BODY_LIMIT

export const SESSION_ENDPOINTS = {
  smsVerify: endpoint({
    method: 'POST', path: '/proxy/user/sms_verify/web',
    auth: 'public',
    summary: 'Send a verification code; the account purposes (modify_password, account_cancel, bind_phone) need a session',
    body: smsVerifyBodySchema,
    response: smsVerifyDataSchema,
    codes: [1001, 1003, 2102],
    bodyLimit
  }),
  isRegistered: endpoint({
    method: 'GET', path: '/proxy/user/is_registered',
    auth: 'public',
    summary: 'Whether a phone has an account (the sign-in code is checked, not used up)',
    query: isRegisteredQuerySchema,
    response: isRegisteredDataSchema,
    codes: []
  }),
  checkAuthCode: endpoint({
    method: 'GET', path: '/proxy/user/check-auth-code',
    auth: 'public',
    summary: 'Check a verification code without using it up',
    query: checkAuthCodeQuerySchema,
    response: validCodeDataSchema,
    codes: [1001, 1003, 2102]
  }),
  signinByCode: endpoint({
    method: 'POST', path: '/proxy/user/signin/by-code',
    auth: 'public',
    summary: 'Sign in with a phone and its code; sets the token cookie',
    body: signinByCodeBodySchema,
    response: sessionDataSchema,
    codes: [],
    bodyLimit
  }),
  signinByPassword: endpoint({
    method: 'POST', path: '/proxy/user/signin/by-password',
    auth: 'public',
    summary: 'Sign in with a phone and password; sets the token cookie',
    body: signinByPasswordBodySchema,
    response: sessionDataSchema,
    codes: [],
    bodyLimit
  }),
  signup: endpoint({
    method: 'POST', path: '/web/api/new/user/signup',
    auth: 'public',
    summary: 'Create an account (phone, code, name, avatar); sets the token cookie',
    body: signupBodySchema,
    response: sessionDataSchema,
    codes: [],
    bodyLimit
  }),
  resetPassword: endpoint({
    method: 'POST', path: '/proxy/user/reset-password',
    auth: 'public',
    summary: 'Set a new password with a reset_password code',
    body: resetPasswordBodySchema,
    response: nullDataSchema,
    codes: [],
    bodyLimit
  }),
  modifyPassword: endpoint({
    method: 'POST', path: '/proxy/user/modify-password',
    auth: 'user',
    summary: 'Change the password with the old one or a modify_password code; other sessions end',
    body: modifyPasswordBodySchema,
    response: nullDataSchema,
    codes: [],
    bodyLimit
  }),
  wechatLogin: endpoint({
    method: 'POST', path: '/proxy/user/wechat/login',
    auth: 'public',
    summary: 'Mini-program login with the code of Taro.login: a session for a messaging-app guest (state 3)',
    body: wechatLoginBodySchema,
    response: sessionDataSchema,
    codes: [],
    bodyLimit
  }),
  wechatBindPhone: endpoint({
    method: 'POST', path: '/proxy/user/wechat/bind_phone',
    auth: 'user',
    summary: 'A messaging-app guest binds a phone (merge rules in docs/server.md)',
    body: wechatBindPhoneBodySchema,
    response: sessionDataSchema,
    codes: [],
    bodyLimit
  }),
  logout: endpoint({
    method: 'POST', path: '/proxy/user/logout',
    auth: 'public',
    summary: 'End this session and clear the cookie; always succeeds',
    response: nullDataSchema,
    codes: [],
    bodyLimit
  }),
  tokenCookie: endpoint({
    method: 'POST', path: '/proxy/user/token_cookie',
    auth: 'user',
    summary: 'Set the 7-day token cookie for the token in the header (app bridge updateToken)',
    response: nullDataSchema,
    codes: [],
    bodyLimit
  })
} as const
