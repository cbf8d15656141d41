/**
 * The invoices domain (issue 17 item 8; spec 2.3 /buy/invoice, 3.13 "Invoice info"): invoices of
 * paid orders for a person or a company, issued as a PDF (pdfkit, Chinese font embedded) and
 * e-mailed by the invoice.send job through the mailer (sandbox outbox, or SMTP by configuration).
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { sendInvoice } from './jobs'
import invoiceRoutes from './routes'

export { InvoiceService, INVOICE_MESSAGES, INVOICE_SEND_LIMIT } from './service'
export { SandboxMailer, SmtpMailer, buildMessage, mailSettings, createMailer, type Mail, type Mailer, type SmtpConfig } from './mailer'
export { capitalYuan, invoicePdf } from './pdf'

export default defineDomain({
  name: 'invoices',
  plugin: fp(invoiceRoutes, { name: 'invoices' }),
  after: ['accounts', 'commerce'],
  endpoints: ['invoices'],
  jobs: [sendInvoice]
})
