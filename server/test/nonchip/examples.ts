/** The ownership matrix's examples for the non-chip tests (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    // non-chip tests (issue 15 item 3): a result typed into the owner's sample, a family-history intake
    'nonchip.labSaveResult': () => ({ values: { detectedTypes: ['16'], internalControl: 'valid' } }),
    'nonchip.riskIntakeSave': () => ({ self: { sex: 'female', age: 40, cancers: [] }, relatives: [], knownFamilyVariant: 'no' })
  }
})
