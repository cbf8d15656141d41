/** The invoice and e-mail tables (migration 0013_money), added to the Database interface by module augmentation. */
import type { Generated } from 'kysely'

export interface InvoicesTable {
  id: Generated<number>
  invoice_no: string
  user_id: number
  order_id: number
  order_no: string
  invoice_type: number
  title_type: number
  title: string
  taxpayer_code: string | null
  register_address: string | null
  register_number: string | null
  register_bank: string | null
  bank_account: string | null
  content: string
  amount_fen: number
  email: string
  mobile: string | null
  state: string
  send_requests: Generated<number>
  created_at: number
  sent_at: number | null
}

export interface EmailOutboxTable {
  id: Generated<number>
  user_id: number | null
  to_address: string
  subject: string
  body: string
  attachment_name: string | null
  attachment_base64: string | null
  created_at: number
}

declare module '../../db/schema' {
  interface Database {
    invoices: InvoicesTable
    email_outbox: EmailOutboxTable
  }
}
