/**
 * What research projects tell people: an announcement reaches every member of the project (the
 * starter who wrote it aside) as a notice of the message centre, written by the notifications
 * domain's notify() with the event's own time; a redelivered event writes nothing twice.
 */
import { subscribe } from '../../events'
import { notify } from '../notifications'

export const announcementNotice = subscribe('project.announced', 'projects.announcement-notice', async ({ projectId, postId }, { app }) => {
  const post = await app.db
    .selectFrom('research_project_posts as t')
    .innerJoin('research_projects as p', 'p.id', 't.project_id')
    .select(['t.title', 't.user_id', 't.created_at', 'p.name'])
    .where('t.id', '=', postId)
    .executeTakeFirst()
  if (!post) return
  const relatedId = `${projectId}:${postId}`
  const told: number[] = []
  await app.db.transaction().execute(async trx => {
    const members = await trx.selectFrom('research_project_members').select('user_id').where('project_id', '=', projectId).execute()
    for (const { user_id: userId } of members) {
      if (userId === post.user_id) continue
      const done = await trx.selectFrom('notifications').select('id').where('user_id', '=', userId).where('type', '=', 'PROJECT_ANNOUNCEMENT').where('related_id', '=', relatedId).executeTakeFirst()
      if (done) continue
      await notify(trx, { userId, type: 'PROJECT_ANNOUNCEMENT', title: `研究项目“${post.name}”发布了公告`, content: post.title, relatedId, module: 'projects' }, Number(post.created_at))
      told.push(userId)
    }
  })
  if (told.length) app.realtime?.push(told, { type: 'unread' })
})
