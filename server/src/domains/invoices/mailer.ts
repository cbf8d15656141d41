/**
 * E-mail (invoices go out as PDF attachments), behind one interface:
 *
 *   MAIL_PROVIDER   sandbox (default; refused in production): every message is a row of
 *                   email_outbox, read at GET /dev/email-outbox?to= (loopback, not in production)
 *                   smtp: SMTP_HOST, SMTP_PORT (587), SMTP_SECURE (true: TLS from the first byte,
 *                   port 465; otherwise STARTTLS when the server offers it, required unless
 *                   SMTP_ALLOW_PLAIN=true), SMTP_USER, SMTP_PASS (AUTH PLAIN), MAIL_FROM
 *
 * The SMTP client is small and complete for sending one message: EHLO, STARTTLS, AUTH PLAIN,
 * MAIL FROM, RCPT TO, DATA with dot-stuffing, QUIT; the message is MIME multipart with a base64
 * UTF-8 text part and base64 attachments, headers encoded per RFC 2047 / 2231.
 */
import { randomBytes } from 'crypto'
import net from 'net'
import tls from 'tls'
import type { Kysely } from 'kysely'
import type { Database } from '../../db'
import './tables'

export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface Mail {
  to: string
  subject: string
  text: string
  attachments?: MailAttachment[]
  /** whose message it is (the sandbox outbox is deleted with the account) */
  userId?: number | null
}

export interface Mailer {
  readonly kind: 'sandbox' | 'smtp'
  send(mail: Mail): Promise<void>
}

export class SandboxMailer implements Mailer {
  readonly kind = 'sandbox' as const
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  async send(mail: Mail): Promise<void> {
    const a = mail.attachments?.[0]
    await this.db
      .insertInto('email_outbox')
      .values({ user_id: mail.userId ?? null, to_address: mail.to, subject: mail.subject, body: mail.text, attachment_name: a?.filename ?? null, attachment_base64: a ? a.content.toString('base64') : null, created_at: this.clock() })
      .execute()
  }
}

export interface SmtpConfig {
  host: string
  port: number
  secure: boolean
  allowPlain: boolean
  user: string | null
  pass: string | null
  from: string
  /** the name this client gives in EHLO */
  clientName?: string
  timeoutMs?: number
  /** extra TLS options (tests trust their own certificate) */
  tls?: tls.ConnectionOptions
}

export type MailSettings = { provider: 'sandbox' } | { provider: 'smtp'; smtp: SmtpConfig }

export function mailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const provider = env.MAIL_PROVIDER ?? 'sandbox'
  if (provider === 'sandbox') {
    if (env.NODE_ENV === 'production') throw new Error('MAIL_PROVIDER=sandbox is not allowed in production: configure SMTP (MAIL_PROVIDER=smtp, SMTP_HOST, MAIL_FROM, …)')
    return { provider: 'sandbox' }
  }
  if (provider !== 'smtp') throw new Error(`MAIL_PROVIDER: unknown provider ${provider} (sandbox | smtp)`)
  if (!env.SMTP_HOST) throw new Error('MAIL_PROVIDER=smtp needs SMTP_HOST')
  if (!env.MAIL_FROM) throw new Error('MAIL_PROVIDER=smtp needs MAIL_FROM')
  const secure = env.SMTP_SECURE === 'true'
  return {
    provider: 'smtp',
    smtp: { host: env.SMTP_HOST, port: Number(env.SMTP_PORT ?? (secure ? 465 : 587)), secure, allowPlain: env.SMTP_ALLOW_PLAIN === 'true', user: env.SMTP_USER ?? null, pass: env.SMTP_PASS ?? null, from: env.MAIL_FROM }
  }
}

/** RFC 2047 encoded word for a header with non-ASCII text */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`
}

function base64Lines(buf: Buffer): string {
  return (buf.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n')
}

/** the whole message (headers and MIME body), CRLF line ends */
export function buildMessage(from: string, mail: Mail, now: Date = new Date()): string {
  const boundary = `xg-${randomBytes(12).toString('hex')}`
  const domain = from.split('@')[1]?.replace(/>.*$/, '') ?? 'localhost'
  const lines = [
    `From: ${from}`,
    `To: <${mail.to}>`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(Buffer.from(mail.text, 'utf8'))
  ]
  for (const a of mail.attachments ?? []) {
    const ascii = a.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')
    lines.push(
      `--${boundary}`,
      `Content-Type: ${a.contentType}; name="${ascii}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(a.filename)}`,
      '',
      base64Lines(a.content)
    )
  }
  lines.push(`--${boundary}--`, '')
  return lines.join('\r\n')
}

class SmtpSession {
  private buffer = ''
  private waiting: Array<(line: { code: number; text: string }) => void> = []
  private lines: string[] = []
  private failure: Error | null = null

  constructor(private socket: net.Socket | tls.TLSSocket, private readonly timeoutMs: number) {
    this.attach(socket)
  }

  attach(socket: net.Socket | tls.TLSSocket) {
    this.socket = socket
    socket.setTimeout(this.timeoutMs, () => socket.destroy(new Error('SMTP server did not answer in time')))
    socket.on('data', (chunk: Buffer | string) => {
      this.buffer += chunk.toString()
      let i: number
      while ((i = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, i).replace(/\r$/, '')
        this.buffer = this.buffer.slice(i + 1)
        this.lines.push(line)
        // a reply ends at "NNN text" (not "NNN-text")
        if (/^\d{3}(?: |$)/.test(line)) {
          const text = this.lines.join('\n')
          this.lines = []
          this.waiting.shift()?.({ code: Number(line.slice(0, 3)), text })
        }
      }
    })
    socket.on('error', err => {
      this.failure = err
      for (const w of this.waiting.splice(0)) w({ code: 0, text: err.message })
    })
  }

  detach() {
    this.socket.removeAllListeners('data')
    this.socket.removeAllListeners('error')
    this.socket.setTimeout(0)
  }

  reply(): Promise<{ code: number; text: string }> {
    if (this.failure) return Promise.resolve({ code: 0, text: this.failure.message })
    return new Promise(resolve => this.waiting.push(resolve))
  }

  async command(line: string | null, expect: number[]): Promise<string> {
    const answer = this.reply()
    if (line !== null) this.socket.write(line + '\r\n')
    const r = await answer
    if (!expect.includes(r.code)) throw new Error(`SMTP ${line === null ? 'greeting' : line.split(' ')[0]} refused: ${r.text}`)
    return r.text
  }

  get raw() {
    return this.socket
  }
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const
  constructor(private readonly config: SmtpConfig) {}

  async send(mail: Mail): Promise<void> {
    const c = this.config
    const timeoutMs = c.timeoutMs ?? 30_000
    const socket: net.Socket = c.secure
      ? tls.connect({ host: c.host, port: c.port, servername: c.host, ...c.tls })
      : net.connect({ host: c.host, port: c.port })
    const s = new SmtpSession(socket, timeoutMs)
    try {
      await s.command(null, [220])
      const name = c.clientName ?? 'xungen.local'
      let features = await s.command(`EHLO ${name}`, [250])
      if (!c.secure) {
        if (/STARTTLS/i.test(features)) {
          await s.command('STARTTLS', [220])
          s.detach()
          const secured = tls.connect({ socket, servername: c.host, ...c.tls })
          await new Promise<void>((resolve, reject) => {
            secured.once('secureConnect', () => resolve())
            secured.once('error', reject)
          })
          s.attach(secured)
          features = await s.command(`EHLO ${name}`, [250])
        } else if (!c.allowPlain) throw new Error('SMTP server offers no STARTTLS (set SMTP_SECURE=true for port 465, or SMTP_ALLOW_PLAIN=true for a local relay)')
      }
      if (c.user) await s.command(`AUTH PLAIN ${Buffer.from(`\0${c.user}\0${c.pass ?? ''}`).toString('base64')}`, [235])
      const fromAddress = /<([^>]+)>/.exec(c.from)?.[1] ?? c.from
      await s.command(`MAIL FROM:<${fromAddress}>`, [250])
      await s.command(`RCPT TO:<${mail.to}>`, [250, 251])
      await s.command('DATA', [354])
      // dot-stuffing: a line starting with "." gets another one
      const body = buildMessage(c.from, mail).replace(/\r\n\./g, '\r\n..')
      await s.command(`${body}\r\n.`, [250])
      await s.command('QUIT', [221]).catch(() => undefined)
    } finally {
      s.raw.destroy()
    }
  }
}

export function createMailer(settings: MailSettings, db: Kysely<Database>, clock: () => number): Mailer {
  return settings.provider === 'smtp' ? new SmtpMailer(settings.smtp) : new SandboxMailer(db, clock)
}
