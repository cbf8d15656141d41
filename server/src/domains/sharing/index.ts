/**
 * The sharing domain (spec 7.3 common group: share tokens by type, wechat unify_share and
 * receive_info, app_download_trace and receive_info, wechat url scheme; 7.2 wechat/sign; the
 * `{token}` routes of 2.1 open what these make). Share tokens are the reports domain's share
 * links, minted here by type; the WeChat calls go through the accounts domain's WeChat provider.
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import sharingRoutes from './routes'

export default defineDomain({
  name: 'sharing',
  plugin: fp(sharingRoutes, { name: 'sharing-domain' }),
  after: ['accounts', 'persons', 'reports'],
  endpoints: ['sharing'],
  migrations
})
