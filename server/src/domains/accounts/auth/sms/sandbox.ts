/**
 * The sandbox SMS provider: nothing leaves the machine; every message is written to sms_outbox,
 * where developers and the end-to-end suite read it (GET /dev/sms-outbox, never in production).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../../../db'
import { smsText, type SmsMessage, type SmsSender } from './index'

export class SandboxSmsSender implements SmsSender {
  readonly kind = 'sandbox' as const
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({ nation_code: message.nationCode, phone: message.phone, purpose: message.purpose, code: message.code, content: smsText(message), created_at: this.clock() })
      .execute()
  }
}
