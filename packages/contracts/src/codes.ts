/**
 * Response codes of spec 8.1 and their Chinese messages (spec 8.2), shared by the server
 * (which answers with them) and the client's request layer (which maps them).
 *
 * The spec's table is the first block. The server needs a few more codes the spec does not
 * list (signature failures, rate limits, internal errors); they sit in their own block with
 * numbers chosen not to collide with any code of 8.1. Per spec 8.1 "any other non-zero code is
 * treated as failure and falls back to the error state", so older clients stay correct.
 */

/** WeChat's virtual-payment rule, said without pointing to another way to pay (the rule forbids it) */
export const IOS_VIRTUAL_PAYMENT_MESSAGE = '根据微信小程序平台规则，iOS 设备暂不支持在小程序内购买报告升级、加急等虚拟服务'

export const CODES = {
  // --- spec 8.1 ---------------------------------------------------------------------------
  SUCCESS: 0,
  /** spec 8.1: 1001, 1003 and 2102 all mean "session invalid, sign out" (spec 4: Session). */
  SESSION_INVALID: 1001,
  /** the session expired (token older than its lifetime) */
  SESSION_EXPIRED: 1003,
  /** the session was ended elsewhere (signed out, account cancelled, signed in on another device) */
  SESSION_REVOKED: 2102,
  /** spec 4: report status "no permission" */
  NO_REPORT_PERMISSION: 1110,
  SCT_NON_EXIST: 2030,
  SCT_BOUND: 2031,
  SCT_NONSUPPORT_BARCODE: 2032,
  /** spec 5: "at most 2 messages until the other side replies" */
  MESSAGE_LIMIT: 2104,
  NOT_PUBLISHED: 2200,
  NOT_REPORT_PRODUCT: 2201,
  MUST_UPGRADE: 2700,
  MUST_SHARE: 2701,
  UGC_BAN: 3601,
  REPORT_ITEM_UNSUPPORTED: 4003,
  REPORT_NOT_FOUND: 4004,
  /** spec 8.1 lists 404 next to 4004; the server also uses it for an unknown API path. */
  NOT_FOUND: 404,
  ARG_ERROR: 4006,
  FAMILY_MISS: 4010,
  PAIR_UNCONFIRMED: 4301,
  PAIR_SEX_CONFLICTED: 4302,
  ADDRESS_ERROR: 6101,
  PREDETERMINED_TIMEOUT: 6102,
  ORDER_REPEAT_SUBMIT: 6200,

  // --- server codes beyond 8.1 (see docs/adr/0002-request-signing.md) -----------------------
  /** signature missing, malformed, made with an unknown key id, or not matching the request */
  SIGN_INVALID: 4401,
  /** time-stamp outside the accepted window; data.serverTime lets the client correct its clock */
  SIGN_EXPIRED: 4402,
  /** the same signature was already used (a replayed request) */
  SIGN_REPLAYED: 4403,
  /** rate limit reached */
  TOO_MANY_REQUESTS: 4290,
  /** WeChat's virtual-payment rule: digital goods are not sold inside the mini-program on iOS */
  VIRTUAL_PAYMENT_UNSUPPORTED: 6210,
  /** unexpected server failure; details are logged, never sent */
  INTERNAL_ERROR: 500,
  /** a dependency (database, queue) is unavailable */
  SERVICE_UNAVAILABLE: 503
} as const

export type CodeName = keyof typeof CODES
export type Code = (typeof CODES)[CodeName]

/** spec 4 (Session): "On user-info codes 1001, 1003 or 2102 the user is signed out". */
export const SIGN_OUT_CODES: readonly number[] = [CODES.SESSION_INVALID, CODES.SESSION_EXPIRED, CODES.SESSION_REVOKED]

export function isSignOutCode(code: number): boolean {
  return SIGN_OUT_CODES.includes(code)
}

/** The default Chinese message of each code: what the server sends when it has nothing more specific to say. */
export const CODE_MESSAGES: Readonly<Record<Code, string>> = {
  [CODES.SUCCESS]: '成功',
  [CODES.SESSION_INVALID]: '登录状态已失效，请重新登录',
  [CODES.SESSION_EXPIRED]: '登录已过期，请重新登录',
  [CODES.SESSION_REVOKED]: '您的账号已在其他地方退出或登录，请重新登录',
  [CODES.NO_REPORT_PERMISSION]: '您没有查看该报告的权限',
  [CODES.SCT_NON_EXIST]: '检测人不存在',
  [CODES.SCT_BOUND]: '该样本编码已被绑定',
  [CODES.SCT_NONSUPPORT_BARCODE]: '该样本编码暂不支持绑定',
  [CODES.MESSAGE_LIMIT]: '对方未回复前，您最多只能发送 2 条消息',
  [CODES.NOT_PUBLISHED]: '报告尚未发布，请耐心等待',
  [CODES.NOT_REPORT_PRODUCT]: '该产品不是报告类产品',
  [CODES.MUST_UPGRADE]: '升级后即可查看该报告',
  [CODES.MUST_SHARE]: '分享后即可查看该报告',
  [CODES.UGC_BAN]: '您的账号因违反服务协议中的用户行为规范，已被暂停使用该服务',
  [CODES.REPORT_ITEM_UNSUPPORTED]: '当前检测不支持该报告项目',
  [CODES.REPORT_NOT_FOUND]: '报告不存在',
  [CODES.NOT_FOUND]: '您访问的内容不存在',
  [CODES.ARG_ERROR]: '参数错误',
  [CODES.FAMILY_MISS]: '家族不存在',
  [CODES.PAIR_UNCONFIRMED]: '配对关系尚未确认',
  [CODES.PAIR_SEX_CONFLICTED]: '配对双方性别冲突',
  [CODES.ADDRESS_ERROR]: '地址信息有误，请检查后重试',
  [CODES.PREDETERMINED_TIMEOUT]: '预约已超时，请重新预约',
  [CODES.ORDER_REPEAT_SUBMIT]: '订单已提交，请勿重复提交',
  [CODES.SIGN_INVALID]: '请求签名无效',
  [CODES.SIGN_EXPIRED]: '请求已过期，请检查手机时间后重试',
  [CODES.SIGN_REPLAYED]: '请求重复，请勿重复提交',
  [CODES.TOO_MANY_REQUESTS]: '操作太频繁，请稍后再试',
  [CODES.VIRTUAL_PAYMENT_UNSUPPORTED]: IOS_VIRTUAL_PAYMENT_MESSAGE,
  [CODES.INTERNAL_ERROR]: '服务器开小差了，请稍后再试',
  [CODES.SERVICE_UNAVAILABLE]: '服务暂时不可用，请稍后再试'
}

/**
 * HTTP status the server sends with each code. The body is always the envelope and the
 * client decides on `code`, never on the status (Taro.request resolves for every status);
 * the status is there for proxies, logs and monitoring.
 */
export const CODE_HTTP_STATUS: Readonly<Record<Code, number>> = {
  [CODES.SUCCESS]: 200,
  [CODES.SESSION_INVALID]: 401,
  [CODES.SESSION_EXPIRED]: 401,
  [CODES.SESSION_REVOKED]: 401,
  [CODES.NO_REPORT_PERMISSION]: 403,
  [CODES.SCT_NON_EXIST]: 404,
  [CODES.SCT_BOUND]: 409,
  [CODES.SCT_NONSUPPORT_BARCODE]: 422,
  [CODES.MESSAGE_LIMIT]: 403,
  [CODES.NOT_PUBLISHED]: 409,
  [CODES.NOT_REPORT_PRODUCT]: 422,
  [CODES.MUST_UPGRADE]: 403,
  [CODES.MUST_SHARE]: 403,
  [CODES.UGC_BAN]: 403,
  [CODES.REPORT_ITEM_UNSUPPORTED]: 422,
  [CODES.REPORT_NOT_FOUND]: 404,
  [CODES.NOT_FOUND]: 404,
  [CODES.ARG_ERROR]: 400,
  [CODES.FAMILY_MISS]: 404,
  [CODES.PAIR_UNCONFIRMED]: 409,
  [CODES.PAIR_SEX_CONFLICTED]: 409,
  [CODES.ADDRESS_ERROR]: 422,
  [CODES.PREDETERMINED_TIMEOUT]: 409,
  [CODES.ORDER_REPEAT_SUBMIT]: 409,
  [CODES.SIGN_INVALID]: 401,
  [CODES.SIGN_EXPIRED]: 401,
  [CODES.SIGN_REPLAYED]: 409,
  [CODES.TOO_MANY_REQUESTS]: 429,
  [CODES.VIRTUAL_PAYMENT_UNSUPPORTED]: 403,
  [CODES.INTERNAL_ERROR]: 500,
  [CODES.SERVICE_UNAVAILABLE]: 503
}

export function isKnownCode(code: number): code is Code {
  return Object.prototype.hasOwnProperty.call(CODE_MESSAGES, code)
}

/** The message to show for a code: the server's own text if it sent one, else the default of the table. */
export function messageForCode(code: number, serverMessage?: string | null): string {
  if (serverMessage && serverMessage.trim()) return serverMessage
  return isKnownCode(code) ? CODE_MESSAGES[code] : CODE_MESSAGES[CODES.INTERNAL_ERROR]
}

/** How the client presents a code that needs more than a toast (spec 8.1). */
export interface CodeAlert {
  title?: string
  content: string
  confirmText: string
}

export const CODE_ALERTS: Readonly<Partial<Record<Code, CodeAlert>>> = {
  /** spec 8.1: MESSAGE_LIMIT alert */
  [CODES.MESSAGE_LIMIT]: { content: CODE_MESSAGES[CODES.MESSAGE_LIMIT], confirmText: '我知道了' },
  /** spec 8.1: UGC_BAN alert with the button 'Got it' */
  [CODES.UGC_BAN]: { title: '提示', content: CODE_MESSAGES[CODES.UGC_BAN], confirmText: '我知道了' }
}
