/**
 * The community calls (COMMUNITY in @xungen/contracts/endpoints): posts, comments, reactions,
 * reports, the feed, stories and the staff's moderation console (/ops/community).
 */
import type { FastifyInstance } from 'fastify'
import { COMMUNITY } from '@xungen/contracts/endpoints'
import { serve } from '../../endpoints/serve'
import { CONTENT_SCENES, WordListAntispam } from '../accounts'
import { Moderation } from './moderation'
import { CommunityService } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    community: CommunityService
  }
}

export default async function communityRoutes(app: FastifyInstance) {
  // a post may name the service or its staff (the names' impersonation words are left out), as a message may
  const antispam = app.services.antispam ?? WordListAntispam.fromFile(undefined, { skipSections: ['impersonating'] })
  const security = app.accounts.contentSecurity
  const moderation = new Moderation(app.db, antispam, security.enabled ? (userId, text) => security.textAllowed(userId, text, CONTENT_SCENES.forum) : null)
  const community = new CommunityService(app.db, app.clock, moderation, {
    holdImages: app.config.accounts.imageReview === 'manual',
    publicOrigin: () => app.accounts.publicOrigin(),
    acceptedRules: userId => app.consent.accepted(userId, 'community')
  })
  app.decorate('community', community)

  const viewer = (request: { session?: { user?: { id: number } | null } | null }) => request.session?.user?.id ?? null

  serve(app, COMMUNITY.posts, async r => community.posts(viewer(r), r.query))
  serve(app, COMMUNITY.post, async r => community.post(viewer(r), r.params.id))
  serve(app, COMMUNITY.createPost, async r => community.createPost(r.session.user.id, r.body))
  serve(app, COMMUNITY.deletePost, async r => community.deletePost(r.session.user.id, r.params.id))
  serve(app, COMMUNITY.comment, async r => community.comment(viewer(r), r.params.id))
  serve(app, COMMUNITY.addComment, async r => community.addComment(r.session.user.id, r.body))
  serve(app, COMMUNITY.deleteComment, async r => community.deleteComment(r.session.user.id, r.params.id))
  serve(app, COMMUNITY.setFeel, async r => community.setFeel(r.session.user.id, r.body))
  serve(app, COMMUNITY.deleteFeel, async r => community.deleteFeel(r.session.user.id, r.params.id))
  serve(app, COMMUNITY.inform, async r => community.inform(r.session.user.id, r.body))
  serve(app, COMMUNITY.articles, async r => community.articles(viewer(r), r.query))
  serve(app, COMMUNITY.article, async r => community.article(viewer(r), r.params.id))
  serve(app, COMMUNITY.submitStory, async r => community.submitStory(r.session.user.id, r.body))

  serve(app, COMMUNITY.opsQueue, async () => community.queue())
  serve(app, COMMUNITY.opsReview, async r => community.review(r.session.user.id, r.body))
  serve(app, COMMUNITY.opsBan, async r => community.ban(r.session.user.id, r.body))
  serve(app, COMMUNITY.opsWrite, async r => community.write(r.session.user.id, r.body))

  app.accounts.personalData.register({
    name: 'community',
    async delete({ userId, db }) {
      await CommunityService.deleteAccountData(db, userId)
    }
  })
}
