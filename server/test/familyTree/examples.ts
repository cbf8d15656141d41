/** The ownership matrix's examples for the family tree (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    // family trees (issue 24): the intruder's own new tree, and changes aimed at the owner's tree
    'familyTree.create': () => ({ name: '入侵者的家谱' }),
    'familyTree.update': () => ({ name: '入侵者改名' }),
    'familyTree.share': ({ owner }) => ({ phone: owner.phone, role: 'editor' }),
    'familyTree.addPerson': () => ({ surname: '侵', given: '入', sex: 'M', relativeId: 1, relation: 'child' }),
    'familyTree.updatePerson': () => ({ surname: '侵', given: '入', sex: 'M' }),
    'familyTree.linkTested': ({ params }) => ({ barcode: params.barcode[0] }),
    'familyTree.place': ({ params }) => ({ barcode: params.barcode[0], relativePersonId: 1, personId: 1 }),
    // the gallery: changes aimed at the owner's pictures, stories and comments
    'familyTreeGallery.updateMedia': () => ({ title: '入侵', caption: '入侵者的说明', personIds: [] }),
    'familyTreeGallery.addStory': () => ({ personId: 1, title: '入侵', body: '入侵者的故事' }),
    'familyTreeGallery.updateStory': () => ({ title: '入侵', body: '入侵者改写' }),
    'familyTreeGallery.addComment': () => ({ target: 'media', targetId: 1, body: '入侵者的评论' })
  }
})
