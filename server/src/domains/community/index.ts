/**
 * The community domain (issue 25 items 5-7; spec 2.1 /community, /community/comment-detail,
 * /genestory, /gene-club; 2.8 /feed/*; 3.14): posts, answers and discussions with pictures,
 * comments and replies, reactions, reports of content, staff's articles, cards and blog posts,
 * people's stories reviewed before publication, and moderation (the word list, WeChat's check,
 * bans with 3601, the staff's console /ops/community). A comment notifies the author through
 * the notifications domain (events.ts).
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { commentNotice } from './events'
import { migrations } from './migrations'
import communityRoutes from './routes'
import { communityExamples } from './seed'
import './tables'

export { CommunityService, COMMUNITY_TEXTS } from './service'
export { Moderation, MODERATION_TEXTS } from './moderation'

export default defineDomain({
  name: 'community',
  migrations,
  plugin: fp(communityRoutes, { name: 'community' }),
  after: ['accounts', 'notifications', 'consent', 'chat'],
  endpoints: ['community'],
  seeds: [communityExamples],
  subscribers: [commentNotice]
})
