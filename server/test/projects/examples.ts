/** The ownership matrix's examples for research projects (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    'projects.create': () => ({ name: '入侵者的项目', type: 'surname', surname: '侵', introduction: '入侵者发起的一个研究项目。' }),
    'projects.join': ({ params }) => ({ barcode: params.barcode[0], showHaplogroup: true, showPlace: true }),
    'projects.updateParticipation': () => ({ showHaplogroup: true, showPlace: true }),
    'projects.createPost': () => ({ kind: 'discussion', title: '入侵者的讨论', content: '入侵者想在这里发言。' }),
    'projects.comment': () => ({ content: '入侵者的评论' })
  }
})
