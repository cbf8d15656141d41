/**
 * Account cancellation on the client (spec 2.11, 3.14, 4 "Account cancellation can be applied and
 * its status queried"): what the status page says about the cooling-off period, and which
 * barcodes the application must carry (every barcode of the account, each ticked by the person).
 */
import dayjs from 'dayjs'

const DAY_MS = 24 * 60 * 60 * 1000

/** 「还剩 N 天」 until the deletion, 「不足 1 天」 on its last day, 「即将注销」 once it is due. */
export function coolingOffLeft(deadline: number, now: number = Date.now()): string {
  const left = deadline - now
  if (left <= 0) return '即将注销'
  if (left < DAY_MS) return '不足 1 天'
  return `还剩 ${Math.floor(left / DAY_MS)} 天`
}

export function deadlineText(deadline: number): string {
  return dayjs(deadline).format('YYYY年M月D日 HH:mm')
}

/** The application may be sent when every barcode of the account is ticked (an account without barcodes sends an empty list). */
export function allBarcodesConfirmed(owned: readonly string[], ticked: ReadonlySet<string>): boolean {
  return owned.every(b => ticked.has(b))
}

export const CANCELLATION_TEXTS = {
  warning: '注销后，账号及其中的全部数据将被永久删除，无法恢复。',
  confirmRead: '我已阅读并知晓注销账号的后果',
  mustConfirmRead: '请先阅读注销须知并勾选确认',
  mustTickBarcodes: '请逐一勾选账号下的样本编码，确认其检测数据一并删除',
  applyConfirm: (days: number) => `提交后进入 ${days} 天冷静期，期间可随时撤回；冷静期结束后账号和数据将被永久删除。确定申请注销吗？`,
  applied: '注销申请已提交',
  withdrawConfirm: '撤回后账号将继续正常使用，确定撤回注销申请吗？',
  withdrawn: '已撤回注销申请'
} as const
