/** The ownership matrix's examples for families (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    // families (issue 24 items 4, 5): the intruder's own new family, and changes aimed at the owner's unapproved one and barcode
    'families.save': () => ({ familyId: 1, saved: true }),
    'families.claim': ({ params }) => ({ barcode: params.barcode[0], familyId: 1, status: 'confirmed' }),
    'families.createSelfBuilt': () => ({ surname: '侵', name: '入侵者的家族' }),
    'families.updateSelfBuilt': () => ({ surname: '侵', name: '入侵改名' }),
    'families.selfBuiltPeople': () => ({ list: [{ kind: 'ancestor', name: '入侵先祖' }] }),
    'families.selfBuiltHistory': () => ({ list: [{ year: 2000, title: '入侵事件' }] }),
    'families.selfBuiltTreePersons': () => ({ treeId: 1, personIds: [1] }),
    'families.review': () => ({ approve: true })
  }
})
