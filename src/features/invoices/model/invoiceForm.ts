/**
 * The invoice form of /buy/invoice (spec 3.13 Invoice info): what it holds and its checks, the
 * same rules as the server's (taxpayer code with its GB 32100-2015 check character, e-mail).
 */
import { DEFAULT_INVOICE_CONTENT, emailProblem, taxpayerCodeProblem, type INVOICE_CONTENTS } from '@xungen/contracts'

export interface InvoiceFormValues {
  type: 0 | 1
  title: string
  taxpayerCode: string
  registerAddress: string
  registerNumber: string
  registerBank: string
  bankAccount: string
  content: (typeof INVOICE_CONTENTS)[number]
  email: string
}

export const EMPTY_INVOICE_FORM: InvoiceFormValues = { type: 0, title: '', taxpayerCode: '', registerAddress: '', registerNumber: '', registerBank: '', bankAccount: '', content: DEFAULT_INVOICE_CONTENT as InvoiceFormValues['content'], email: '' }

/** the field errors of the form as it stands (empty: it may be sent) */
export function invoiceFormProblems(v: InvoiceFormValues): Record<string, string> {
  const out: Record<string, string> = {}
  const title = v.title.trim()
  if (title.length < 2) out.title = v.type === 1 ? '请填写单位名称' : '请填写个人姓名'
  if (v.type === 1) {
    const tax = taxpayerCodeProblem(v.taxpayerCode)
    if (tax) out.taxpayerCode = tax
    if (v.bankAccount && !/^[0-9 -]{0,40}$/.test(v.bankAccount)) out.bankAccount = '银行账号只含数字'
  }
  const email = emailProblem(v.email)
  if (email) out.email = email
  return out
}

/** the request body of INVOICES.requestInvoice */
export function invoiceBody(orderNo: string, v: InvoiceFormValues) {
  const company = v.type === 1
  const opt = (s: string) => (company && s.trim() ? s.trim() : undefined)
  return {
    orderNo,
    invoiceType: 1 as const,
    type: v.type,
    email: v.email.trim(),
    info: {
      companyName: v.title.trim(),
      taxpayerCode: company ? v.taxpayerCode.trim().toUpperCase() : undefined,
      registerAddress: opt(v.registerAddress),
      registerNumber: opt(v.registerNumber),
      registerBank: opt(v.registerBank),
      bankAccount: opt(v.bankAccount),
      invoiceContent: v.content
    }
  }
}
