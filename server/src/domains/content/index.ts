/**
 * The content domain (issue 26 item 2): pages, white papers, app information, activity pages and
 * description configs written by staff in Markdown (/ops/content), kept as a draft and published
 * versions; everyone reads the newest published version, rendered to sanitised HTML.
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import contentRoutes from './routes'

export type { ContentService } from './service'
export { renderMarkdown } from './render'

export default defineDomain({
  name: 'content',
  plugin: fp(contentRoutes, { name: 'content' }),
  after: ['accounts', 'common', 'consent'],
  endpoints: ['content'],
  migrations
})
