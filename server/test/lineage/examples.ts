/** The ownership matrix's examples for lineage (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    // Y tree, clans and 寻根登记 (issue 16): a remark through the owner's kit, a registration of the intruder's own
    'lineage.clanRemark': ({ params }) => ({ barcode: params.barcode[0], remark: '入侵者的备注' }),
    'lineage.createLead': () => ({ surname: '侵', ancestralPlace: '北京市', ancestralPlaceCode: '110000', contactPreference: 'none' }),
    'lineage.updateLead': () => ({ surname: '侵', ancestralPlace: '北京市', ancestralPlaceCode: '110000', contactPreference: 'sms' })
  }
})
