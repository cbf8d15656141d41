/**
 * The account calls: spec 7.2 (user info, sign-up, name check) and the User group of 7.3
 * (codes, registration check, passwords, cancellation, delivery addresses), plus the calls the
 * spec names without a path (sign-in, mini-program login, logout, regions; ACCOUNT_API in
 * contracts, documented in docs/server.md). Pages use these through hooks and features, never
 * Taro.request.
 */
import {
  ACCOUNT_API,
  apiPath,
  type AccountCancelApplicationData,
  type AccountCancelApplyBody,
  type AccountCancelStatusData,
  type BaseInfoModifiableData,
  type DeliveryAddress,
  type DeliveryAddressInput,
  type DeliveryAddressListData,
  type IsRegisteredData,
  type ModifyPasswordBody,
  type RegionListData,
  type ResetPasswordBody,
  type SessionData,
  type SigninByCodeBody,
  type SigninByPasswordBody,
  type SignupBody,
  type SmsVerifyBody,
  type SmsVerifyData,
  type SmsVerifyType,
  type UpdateUserInfoBody,
  type UserInfoData,
  type UserNameCheckData,
  type WechatBindPhoneBody
} from '@xungen/contracts'
import type { ApiClient } from '../client'

/** A phone as the forms hold it. */
export interface PhoneInput {
  phoneNumber: string
  nationCode: string
}

export function userApi(client: ApiClient) {
  return {
    // --- spec 7.2 ---------------------------------------------------------------------------
    /** GET the signed-in user (spec 3.1) */
    info: () => client.get<UserInfoData>(ACCOUNT_API.userInfo.path),
    /** PUT name and/or avatar; answers the updated user */
    updateInfo: (body: UpdateUserInfoBody) => client.put<UserInfoData>(ACCOUNT_API.updateUserInfo.path, body),
    /** POST sign-up: phone, code, name, avatar → a session */
    signup: (body: SignupBody) => client.post<SessionData>(ACCOUNT_API.signup.path, body),
    /** GET user name check (spec 5): {succeeded, errors[]} */
    checkName: (name: string) => client.get<UserNameCheckData>(ACCOUNT_API.userNameChecker.path, { name }),

    // --- spec 7.3 User group ----------------------------------------------------------------
    /** POST sms_verify/web: sends a code; the account's own purposes may leave the phone out */
    sendCode: (body: SmsVerifyBody) => client.post<SmsVerifyData>(ACCOUNT_API.smsVerify.path, body),
    /** GET is_registered (the sign-in code is checked, not used up) */
    isRegistered: (phone: PhoneInput, authCode: string) =>
      client.get<IsRegisteredData>(ACCOUNT_API.isRegistered.path, { phone_number: phone.phoneNumber, nation_code: phone.nationCode, auth_code: authCode }),
    /** GET check-auth-code (checked, not used up) */
    checkAuthCode: (phone: Partial<PhoneInput>, authCode: string, verifyType: SmsVerifyType) =>
      client.get<{ valid: true }>(ACCOUNT_API.checkAuthCode.path, { phone_number: phone.phoneNumber, nation_code: phone.nationCode, auth_code: authCode, verify_type: verifyType }),
    resetPassword: (body: ResetPasswordBody) => client.post<null>(ACCOUNT_API.resetPassword.path, body),
    baseInfoModifiable: () => client.get<BaseInfoModifiableData>(ACCOUNT_API.baseInfoModifiable.path),

    /** account_cancel: GET status, DELETE withdraw, POST application, GET application */
    cancellationStatus: () => client.get<AccountCancelStatusData>(ACCOUNT_API.accountCancel.path),
    withdrawCancellation: () => client.delete<AccountCancelApplicationData>(ACCOUNT_API.accountCancelWithdraw.path),
    applyCancellation: (body: AccountCancelApplyBody) => client.post<AccountCancelApplicationData>(ACCOUNT_API.accountCancelApply.path, body),
    cancellationApplication: () => client.get<AccountCancelApplicationData | null>(ACCOUNT_API.accountCancelApplication.path),

    /** delivery_address: GET, POST, PUT {id}, DELETE {id} */
    addresses: () => client.get<DeliveryAddressListData>(ACCOUNT_API.deliveryAddresses.path),
    addAddress: (input: DeliveryAddressInput) => client.post<DeliveryAddress>(ACCOUNT_API.addDeliveryAddress.path, input),
    updateAddress: (id: number, input: DeliveryAddressInput) => client.put<DeliveryAddress>(apiPath(ACCOUNT_API.updateDeliveryAddress.path, { id }), input),
    deleteAddress: (id: number) => client.delete<null>(apiPath(ACCOUNT_API.deleteDeliveryAddress.path, { id })),

    // --- named by the spec, paths ours ---------------------------------------------------------
    signinByCode: (body: SigninByCodeBody) => client.post<SessionData>(ACCOUNT_API.signinByCode.path, body),
    signinByPassword: (body: SigninByPasswordBody) => client.post<SessionData>(ACCOUNT_API.signinByPassword.path, body),
    modifyPassword: (body: ModifyPasswordBody) => client.post<null>(ACCOUNT_API.modifyPassword.path, body),
    /** the code of Taro.login → a session (a new WeChat identity becomes a guest, state 3) */
    wechatLogin: (code: string) => client.post<SessionData>(ACCOUNT_API.wechatLogin.path, { code }),
    /** a messaging-app guest proves a phone; answers the session of the account that now holds it */
    wechatBindPhone: (body: WechatBindPhoneBody) => client.post<SessionData>(ACCOUNT_API.wechatBindPhone.path, body),
    /** ends this session and clears the token cookie */
    logout: () => client.post<null>(ACCOUNT_API.logout.path),
    /** spec 7.3 updateToken: the 7-day cookie for the token in the header */
    tokenCookie: () => client.post<null>(ACCOUNT_API.tokenCookie.path),
    /** the region picker's next column (no parent: the provinces) */
    regions: (parentCode?: string) => client.get<RegionListData>(ACCOUNT_API.regions.path, parentCode ? { parentCode } : undefined)
  }
}

export type UserApi = ReturnType<typeof userApi>
