/**
 * /ops/commerce: the staff's editor of a partner channel (/buy/distribution?channel=<code>). The
 * form holds text as typed: dates as yyyy-mm-dd in China time (the first and the last day the
 * channel is open), products one per line "商品ID 渠道价（元）". toChannelEdit() turns it into the
 * PUT body or says, in Chinese and by field, what is wrong; the server checks the same again.
 */
import { chinaDate, parseYuan, yuanText } from '@xungen/contracts'
import type { COMMERCE, EndpointInput, EndpointOutput } from '@xungen/contracts/endpoints'

export type AdminChannel = EndpointOutput<typeof COMMERCE.opsChannels>['list'][number]
export type ChannelEditBody = NonNullable<EndpointInput<typeof COMMERCE.opsSaveChannel>['body']>

export interface ChannelForm {
  code: string
  name: string
  intro: string
  /** first day open, yyyy-mm-dd (China time) */
  firstDay: string
  /** last day open, yyyy-mm-dd (China time) */
  lastDay: string
  limit: string
  isOnline: boolean
  /** one product a line: "12 399.00" */
  items: string
}

const DAY = 86_400_000
const CHINA = 8 * 3600_000
export const CODE_PATTERN = /^[A-Za-z0-9_-]{2,24}$/

export function dayOf(ms: number): string {
  return chinaDate(ms)
}

/** 00:00 China time of a yyyy-mm-dd, or null */
export function startOfDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  if (!m) return null
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - CHINA
  return dayOf(ms) === text.trim() ? ms : null
}

export function formOfChannel(c: AdminChannel): ChannelForm {
  return {
    code: c.code,
    name: c.name,
    intro: c.intro,
    firstDay: dayOf(c.startsAt),
    lastDay: dayOf(c.endsAt - 1),
    limit: String(c.perAccountLimit),
    isOnline: c.isOnline,
    items: c.items.map(i => `${i.productId} ${yuanText(i.priceFen)}`).join('\n')
  }
}

export function emptyChannelForm(today: number): ChannelForm {
  return { code: '', name: '', intro: '', firstDay: dayOf(today), lastDay: dayOf(today + 30 * DAY), limit: '1', isOnline: false, items: '' }
}

export type ChannelEditResult = { ok: true; code: string; body: ChannelEditBody } | { ok: false; field: keyof ChannelForm; message: string }

export function toChannelEdit(form: ChannelForm, expectedUpdatedAt: number | null): ChannelEditResult {
  const fail = (field: keyof ChannelForm, message: string): ChannelEditResult => ({ ok: false, field, message })
  const code = form.code.trim()
  if (!CODE_PATTERN.test(code)) return fail('code', '渠道码为 2 到 24 位字母、数字、- 或 _')
  const name = form.name.trim()
  if (name.length < 2 || name.length > 64) return fail('name', '渠道名称为 2 到 64 个字')
  if (form.intro.trim().length > 200) return fail('intro', '渠道说明最多 200 字')
  const startsAt = startOfDay(form.firstDay)
  if (startsAt === null) return fail('firstDay', '开始日期格式为 2026-11-26')
  const last = startOfDay(form.lastDay)
  if (last === null) return fail('lastDay', '结束日期格式为 2026-12-31')
  const endsAt = last + DAY
  if (endsAt <= startsAt) return fail('lastDay', '结束日期不能早于开始日期')
  const limit = Number(form.limit.trim())
  if (!Number.isInteger(limit) || limit < 1 || limit > 99) return fail('limit', '每账号限购为 1 到 99 件')
  const items: Array<{ productId: number; priceFen: number }> = []
  for (const line of form.items.split('\n').map(l => l.trim()).filter(Boolean)) {
    const [id, price, extra] = line.split(/\s+/)
    const productId = Number(id)
    const priceFen = price === undefined ? null : parseYuan(price)
    if (extra !== undefined || !Number.isInteger(productId) || productId < 1 || priceFen === null) return fail('items', `“${line}”应为“商品ID 渠道价”，如 12 399.00`)
    if (priceFen < 1 || priceFen > 10_000_000) return fail('items', `“${line}”的渠道价需在 0.01 到 100000 元之间`)
    if (items.some(i => i.productId === productId)) return fail('items', `商品 ${productId} 出现了两次`)
    items.push({ productId, priceFen })
  }
  if (!items.length) return fail('items', '至少填写一个商品')
  if (items.length > 20) return fail('items', '商品最多 20 个')
  return { ok: true, code, body: { name, intro: form.intro.trim(), startsAt, endsAt, perAccountLimit: limit, isOnline: form.isOnline, items, expectedUpdatedAt } }
}
