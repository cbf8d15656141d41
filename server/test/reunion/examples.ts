/** The ownership matrix's examples for relatives reunion (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

const search = (barcode: string) => ({
  barcode, kind: 'separation', sought: '失散的哥哥', seekerAppellation: '寻亲的弟弟', provinceCode: '110000', lostYear: 1990, notes: '入侵者的描述', contactName: '入侵者', contactPhone: '13900000009'
})

export default ownershipExamples({
  bodies: {
    'reunion.createSearch': ({ params }) => search(params.barcode[0]),
    'reunion.updateSearch': ({ params }) => search(params.barcode[0]),
    'reunion.closeSearch': () => ({ open: false }),
    'reunion.requestContact': () => ({ personId: 1, message: '入侵者的请求' }),
    'reunion.answerContact': () => ({ agree: true, contactName: '入侵者', contactPhone: '13900000009' }),
    'reunion.giveGift': ({ params }) => ({ barcode: params.barcode[0], message: '入侵者的赠礼' }),
    'reunion.receiveGift': () => ({ code: 'ABCD2345' })
  }
})
