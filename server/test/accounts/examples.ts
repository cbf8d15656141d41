/** The ownership matrix's examples for accounts and consent (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

const INTRUDER_ADDRESS = { receiverName: '入侵者', mobile: '13900000009', nationCode: '86', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '入侵者的地址' }

export default ownershipExamples({
  bodies: {
    'accounts.updateDeliveryAddress': () => ({ ...INTRUDER_ADDRESS, detail: '入侵者改写的地址' }),
    'accounts.addDeliveryAddress': () => INTRUDER_ADDRESS,
    'accounts.updateUserInfo': () => ({ name: '入侵者新名' }),
    'accounts.modifyPassword': () => ({ password: 'Intruder2026!', oldPassword: 'Guess2026!' }),
    'accounts.wechatBindPhone': ({ owner }) => ({ phoneNumber: owner.phone, nationCode: '86', authCode: '123456' }),
    // WeChat's phone button vouching for the owner's phone (the sandbox's code form), subscriptions of the intruder's own
    'accounts.wechatBindPhoneNumber': ({ owner }) => ({ code: `sandbox-phone:${owner.phone}` }),
    'accounts.wechatSubscriptions': () => ({ accepted: ['TPL-intruder-0001'] }),
    'accounts.accountCancelApply': () => ({ type: 'ACCOUNT', barcodes: [], verifyCode: '123456' }),
    'consent.accept': () => ({ accepted: [{ document: 'research', version: '2026-11-25' }] })
  },
  params: {
    // agreements that exist for everyone
    document: ['research', 'sensitive']
  }
})
