/**
 * How an approved withdrawal reaches the person's Alipay account:
 *
 *   PAYOUT_PROVIDER   sandbox (default; refused in production): a transfer number is made up and
 *                     nothing leaves the company
 *                     manual: finance staff make the transfer in the Alipay merchant console and
 *                     enter its number when they approve (the console asks for it)
 */
import { randomBytes } from 'crypto'

export interface PayoutProvider {
  readonly name: 'sandbox' | 'manual'
  /** whether staff must give the transfer number of a payout they made themselves */
  readonly needsTransferNo: boolean
  transfer(input: { withdrawalNo: string; payeeAccount: string; payeeName: string; amountFen: number; transferNo?: string }): Promise<{ transferNo: string }>
}

export class SandboxPayouts implements PayoutProvider {
  readonly name = 'sandbox' as const
  readonly needsTransferNo = false
  async transfer(input: { withdrawalNo: string }): Promise<{ transferNo: string }> {
    return { transferNo: `SANDBOX-${input.withdrawalNo}-${randomBytes(3).toString('hex')}` }
  }
}

export class ManualPayouts implements PayoutProvider {
  readonly name = 'manual' as const
  readonly needsTransferNo = true
  async transfer(input: { transferNo?: string }): Promise<{ transferNo: string }> {
    if (!input.transferNo) throw new Error('a manual payout needs the transfer number')
    return { transferNo: input.transferNo }
  }
}

export function payoutProvider(env: NodeJS.ProcessEnv): PayoutProvider {
  const name = env.PAYOUT_PROVIDER ?? 'sandbox'
  if (name === 'sandbox') {
    if (env.NODE_ENV === 'production') throw new Error('PAYOUT_PROVIDER=sandbox is not allowed in production: use manual (staff enter the Alipay transfer number)')
    return new SandboxPayouts()
  }
  if (name === 'manual') return new ManualPayouts()
  throw new Error(`PAYOUT_PROVIDER: unknown provider ${name} (sandbox | manual)`)
}
