/** The ownership matrix's examples for the community area (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    'community.createPost': () => ({ module: 'community', type: 1, title: '归属测试', content: '你好' }),
    'community.addComment': () => ({ postId: 1, content: '你好' }),
    'community.setFeel': () => ({ module: 'post', relate_id: 1, feel: 'like' }),
    'community.inform': () => ({ module: 'post', relateId: 1, reason: '其他' }),
    'community.submitStory': () => ({ title: '归属测试故事', body: '这是一个用于归属测试的故事，长度超过二十个字。' }),
    'community.opsReview': () => ({ module: 'post', id: 1, action: 'hide' }),
    'community.opsBan': ({ owner: _o }) => ({ userId: 1, ban: true }),
    'community.opsWrite': () => ({ kind: 'article', title: '归属测试文章', body: '正文' })
  }
})
