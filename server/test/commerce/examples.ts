/** The ownership matrix's examples for commerce (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    'commerce.createOrder': () => ({ commodityId: 'hp', count: 1, idempotencyKey: `intruder-${Date.now()}-${Math.random().toString(36).slice(2)}`, receiver: { name: '入侵者', mobile: '13900000009', nationCode: '86', address: '入侵者的地址 1 号' } }),
    'commerce.orderStatus': () => ({ status: 'CANCELLED' }),
    'commerce.hideOrder': ({ params }) => ({ orderNo: params.orderNo?.[0] ?? '20261125000000000000' }),
    'commerce.pay': () => ({ payType: 'WECHAT_H5' }),
    'commerce.refund': () => ({ reason: '入侵者要求退款' }),
    'commerce.addCoupon': () => ({ code: 'XUNGEN50' }),
    // upgrades and the speed package of the owner's kit; a PayPal capture of the owner's order
    'commerce.createUpgradeOrder': ({ params }) => ({ barcode: params.barcode[0], routeId: 'standard-v4', idempotencyKey: `intruder-${Date.now()}-${Math.random().toString(36).slice(2)}` }),
    'commerce.createSpeedOrder': ({ params }) => ({ barcode: params.barcode[0], idempotencyKey: `intruder-${Date.now()}-${Math.random().toString(36).slice(2)}` }),
    'commerce.opsUpdateProduct': () => ({ name: '入侵者的商品', subtitle: '', isOnline: true, priceFen: 1, listPriceFen: 1, promotion: null, promotionInfos: [], packages: [{ minCount: 1, unitPriceFen: 1 }], sort: 0, expectedUpdatedAt: 0 }),
    'commerce.paypalCapture': ({ params }) => ({ orderNo: params.orderNo?.[0] ?? '20261125000000000000', token: 'PAYPAL12345' }),
    // a partner channel's order of the intruder's own (the demo channel); a staff test purchase (operators only)
    'commerce.createChannelOrder': () => ({ channelCode: 'DEMO-CLINIC', commodityId: 1, count: 1, idempotencyKey: `intruder-${Date.now()}-${Math.random().toString(36).slice(2)}`, receiver: null }),
    'commerce.opsSaveChannel': () => ({ name: '入侵者的渠道', intro: '', startsAt: 0, endsAt: 1, perAccountLimit: 1, isOnline: true, items: [{ productId: 1, priceFen: 1 }], expectedUpdatedAt: null }),
    'commerce.opsTestPurchase': () => ({ commodityId: 1, idempotencyKey: `intruder-${Date.now()}-${Math.random().toString(36).slice(2)}` })
  }
})
