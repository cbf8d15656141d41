/**
 * Invoices (spec 3.13 "Invoice info"; spec 9: invoiceType 1, type 0 by default): an electronic
 * ordinary invoice for a paid order, made out to a person or a company, delivered as a PDF by
 * e-mail. A company title needs its taxpayer code, the 18-character unified social credit code
 * (GB 32100-2015) with its check character.
 */
import { DEFAULT_INVOICE_CONTENT } from '../entities/commerce'

/** invoiceType: 1 electronic ordinary invoice (增值税电子普通发票), the only one the shop issues */
export const INVOICE_TYPES = { ELECTRONIC_ORDINARY: 1 } as const
/** type: the title, 0 a person, 1 a company */
export const INVOICE_TITLE_TYPES = { PERSONAL: 0, COMPANY: 1 } as const
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[keyof typeof INVOICE_TITLE_TYPES]
/** spec 3.13: the content defaults to a gene-interpretation service fee (DEFAULT_INVOICE_CONTENT) */
export const INVOICE_CONTENTS = [DEFAULT_INVOICE_CONTENT, '检测服务费'] as const

export const INVOICE_STATES = ['ISSUING', 'SENT', 'FAILED'] as const
export type InvoiceState = (typeof INVOICE_STATES)[number]
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = { ISSUING: '开具中', SENT: '已发送至邮箱', FAILED: '发送失败，正在重试' }

// GB 32100-2015: 18 characters from this alphabet (no I, O, S, V, Z); the last is a check character
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** the check character of the first 17 characters of a unified social credit code, or null if one is not allowed */
export function usccCheckChar(first17: string): string | null {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const v = USCC_ALPHABET.indexOf(first17[i] ?? '')
    if (v < 0) return null
    sum += v * USCC_WEIGHTS[i]
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31]
}

/** why a taxpayer code is not a valid unified social credit code (Chinese), or null */
export function taxpayerCodeProblem(input: string): string | null {
  const code = input.trim().toUpperCase()
  if (!code) return '请填写纳税人识别号'
  if (code.length !== 18) return '纳税人识别号应为 18 位统一社会信用代码'
  if (![...code].every(c => USCC_ALPHABET.includes(c))) return '纳税人识别号只含数字和大写字母（不含 I、O、S、V、Z）'
  if (usccCheckChar(code.slice(0, 17)) !== code[17]) return '纳税人识别号校验位不正确，请核对'
  return null
}

export function emailProblem(input: string): string | null {
  const e = input.trim()
  if (!e) return '请填写接收发票的邮箱'
  if (e.length > 100 || !/^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,10}$/.test(e)) return '邮箱格式不正确'
  return null
}

export interface InvoiceView {
  invoiceNo: string
  orderNo: string
  invoiceType: number
  type: InvoiceTitleType
  title: string
  taxpayerCode: string | null
  content: string
  amountFen: number
  email: string
  state: InvoiceState
  stateText: string
  createdAt: number
  sentAt: number | null
}

/** orders an invoice may be asked for: paid and not refunded (an invoice of a refunded order would overstate revenue) */
export const INVOICEABLE_ORDER_STATES = ['PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED'] as const
export function canInvoiceOrder(state: string): boolean {
  return (INVOICEABLE_ORDER_STATES as readonly string[]).includes(state)
}

/** the path of the sandbox e-mail outbox (never in production): GET ?to= → {list} */
export const DEV_EMAIL_OUTBOX_PATH = '/dev/email-outbox'
