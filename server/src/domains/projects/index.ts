/**
 * The research projects domain (研究项目, spec 2.10 project/*, 3.12, issue 24 item 6): projects on
 * a surname or a Y haplogroup branch, joined with a tested person whose published result meets the
 * condition, members by 称呼, statistics by the one statistics rule, announcements (members told
 * through the notifications domain, events.ts), discussions and comments.
 */
import './schema'
import { defineDomain } from '../domain'
import { announcementNotice } from './events'
import { migrations } from './migrations'
import projectsRoutes from './routes'
import { demoProjectsSeed } from './seed'

export { ProjectsService, checkCondition, conditionText } from './service'

export default defineDomain({
  name: 'projects',
  migrations,
  plugin: projectsRoutes,
  after: ['accounts', 'persons', 'reports', 'notifications'],
  endpoints: ['projects'],
  seeds: [demoProjectsSeed],
  subscribers: [announcementNotice]
})
