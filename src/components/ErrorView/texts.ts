/** spec 2.20 custom error view: title and buttons, by situation. */
export const ERROR_VIEW_DEFAULT_TITLE = '数据获取失败'

export type ErrorAction = 'login' | 'reload' | 'contact' | 'back'

export const ERROR_ACTION_LABELS: Record<ErrorAction, string> = {
  login: '去登录',
  reload: '重新加载',
  contact: '联系客服',
  back: '返回上一页'
}

/**
 * spec 2.20: "go to login (on 401), reload, contact service (mobile only), go back".
 * DECISION: on 401 going to login replaces reloading, which would fail the same way.
 */
export function errorActions(options: { status?: number; mobile: boolean }): ErrorAction[] {
  const actions: ErrorAction[] = options.status === 401 ? ['login'] : ['reload']
  if (options.mobile) actions.push('contact')
  actions.push('back')
  return actions
}
