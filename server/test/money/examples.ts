/** The ownership matrix's examples for balance, invoices and activities (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    'balance.withdraw': () => ({ authCode: '123456', payeeAccount: '13900000009', payeeName: '入侵者', amount: 1000 }),
    'balance.redeem': () => ({ state: 'REDEEMED' }),
    'balance.approveWithdrawal': () => ({}),
    'balance.refuseWithdrawal': () => ({ reason: '入侵者拒绝' }),
    'invoices.requestInvoice': () => ({ orderNo: '20261125000000000000', email: 'intruder@example.com', info: { companyName: '入侵者' } }),
    'invoices.resendInvoice': () => ({ email: 'intruder@example.com' }),
    'activities.receiveCoupon': () => ({ scene: 'SHARE_GIFT', templateId: 1 }),
    'activities.helpFission': () => ({ inviteCode: 'ZZZZZZZZ' })
  },
  params: {
    // a fission activity anyone may join (the page slug)
    key: ['hearing']
  }
})
