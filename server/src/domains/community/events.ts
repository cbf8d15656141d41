/**
 * What the community tells people (issue 25 item 5): a comment on a post notifies its author, a
 * reply notifies the person answered; through the outbox (community.commented, published in the
 * comment's transaction) and the notifications domain's notify(), then the recipient's badge
 * moves live over app.realtime. A redelivered event writes nothing twice.
 */
import { subscribe } from '../../events'
import { notify } from '../notifications'

export const commentNotice = subscribe('community.commented', 'community.comment-notice', async ({ commentId }, { app }) => {
  const notice = await app.community.commentNotice(commentId)
  if (!notice) return
  const done = await app.db.selectFrom('notifications').select('id').where('user_id', '=', notice.userId).where('module', '=', 'community').where('type', '=', notice.type).where('related_id', '=', notice.relatedId).where('created_at', '=', notice.at).executeTakeFirst()
  if (done) return
  await notify(app.db, { userId: notice.userId, type: notice.type, title: notice.title, content: notice.content, relatedId: notice.relatedId, module: 'community' }, notice.at)
  app.realtime?.push([notice.userId], { type: 'unread' })
})
