/**
 * Invoices (spec 2.3 /buy/invoice, 3.13 "Invoice info"): ask for the invoice of a paid order,
 * made out to a person or a company; it is issued as a PDF and e-mailed.
 */
import { z } from 'zod/mini'
import { endpoint } from '../define'
import { safeText } from '../text'
import { orderNoSchema } from '../commerce/schemas'
import { DEFAULT_INVOICE_CONTENT } from '../../entities/commerce'
import { INVOICE_CONTENTS, INVOICE_STATES, emailProblem, taxpayerCodeProblem, type InvoiceView } from '../../invoices'

const text = (max: number) => safeText().check(z.maxLength(max))
const optionalText = (max: number) => z.optional(text(max))

export const invoiceViewSchema: z.ZodMiniType<InvoiceView> = z.object({
  invoiceNo: z.string(),
  orderNo: z.string(),
  invoiceType: z.int(),
  type: z.union([z.literal(0), z.literal(1)]),
  title: z.string(),
  taxpayerCode: z.nullable(z.string()),
  content: z.string(),
  amountFen: z.int(),
  email: z.string(),
  state: z.enum(INVOICE_STATES),
  stateText: z.string(),
  createdAt: z.number(),
  sentAt: z.nullable(z.number())
})

/** the taxpayer code as a company gives it: checked (GB 32100-2015 check character) and upper-cased */
export const taxpayerCodeSchema = z.pipe(
  text(24).check(z.refine(v => taxpayerCodeProblem(v) === null, { error: issue => taxpayerCodeProblem(String(issue.input)) ?? '纳税人识别号不正确' })),
  z.transform(v => v.trim().toUpperCase())
)

/** spec 3.13 Invoice info: invoiceType (1), type (0 person, 1 company), email, mobile, info{…} */
export const invoiceRequestSchema = z
  .object({
    orderNo: orderNoSchema,
    invoiceType: z._default(z.literal(1, '只能开具电子普通发票'), 1),
    type: z._default(z.union([z.literal(0), z.literal(1)], '发票抬头类型不正确'), 0),
    email: text(100).check(z.refine(v => emailProblem(v) === null, { error: issue => emailProblem(String(issue.input)) ?? '邮箱格式不正确' })),
    mobile: optionalText(20),
    info: z.object({
      /** the person's name (type 0) or the company's (type 1) */
      companyName: text(100).check(z.minLength(2, '请填写发票抬头')),
      taxpayerCode: z.optional(taxpayerCodeSchema),
      registerAddress: optionalText(100),
      registerNumber: optionalText(30),
      registerBank: optionalText(60),
      bankAccount: z.optional(text(40).check(z.regex(/^[0-9 -]{0,40}$/, '银行账号只含数字'))),
      invoiceContent: z._default(z.enum(INVOICE_CONTENTS, '发票内容不正确'), DEFAULT_INVOICE_CONTENT)
    })
  })
  .check(
    z.refine(b => b.type === 0 || !!b.info.taxpayerCode, { error: '企业抬头需要填写纳税人识别号', path: ['info', 'taxpayerCode'] })
  )

export const INVOICES = {
  requestInvoice: endpoint({
    method: 'POST',
    path: '/proxy/order/invoices',
    auth: 'user',
    summary: 'Ask for the electronic invoice of a paid order (person or company title); the PDF is e-mailed. One invoice per order',
    body: invoiceRequestSchema,
    response: invoiceViewSchema,
    codes: [404]
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/proxy/order/invoices',
    auth: 'user',
    summary: "The user's invoices, newest first (orderNo: that order's only)",
    query: z.object({ orderNo: z.optional(orderNoSchema) }),
    response: z.object({ list: z.array(invoiceViewSchema) }),
    codes: []
  }),
  resendInvoice: endpoint({
    method: 'POST',
    path: '/proxy/order/invoices/:invoiceNo/resend',
    auth: 'user',
    summary: 'E-mail an issued invoice again (to the address given, or the one on the invoice)',
    params: z.object({ invoiceNo: z.string().check(z.regex(/^I\d{20}$/, '发票号格式不正确')) }),
    body: z.object({ email: z.optional(text(100).check(z.refine(v => emailProblem(v) === null, '邮箱格式不正确'))) }),
    response: invoiceViewSchema,
    codes: [404]
  })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { invoices: INVOICES } as const
