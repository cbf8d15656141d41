/** The ownership matrix's examples for the common area (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    'common.antispamTexts': () => ({ texts: ['你好'] })
  }
})
