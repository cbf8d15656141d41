/** The ownership matrix's examples for the sharing area (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    // the second account asks for a share token of the owner's report
    'sharing.mintToken': ({ params }) => ({ barcode: params.barcode[0], validity: 'untilRevoked' })
  },
  params: {
    type: ['report', 'nonchip']
  }
})
