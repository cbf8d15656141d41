/** The ownership matrix's examples for the notifications and chat areas (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    'notifications.readNotice': () => ({ id: 1 }),
    'notifications.deleteNotice': () => ({ id: 1, module: 'notification' }),
    'chat.startChat': ({ params }) => ({ barcode: params.barcode?.[0] ?? 'XG0000000000', personId: 1 }),
    'chat.sendChat': () => ({ content: '你好', clientId: 'ownership-01' }),
    'chat.deleteChat': () => ({ relatedId: 1 }),
    'chat.shield': () => ({ relatedId: 1, shield: true }),
    'chat.supportReply': () => ({ content: '你好' })
  }
})
