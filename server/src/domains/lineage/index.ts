/**
 * The lineage domain (issue 16 items 4-6, spec 2.10 ytree / library-surname / surname-base /
 * wechat-lead, 3.12 clan relations and lead infos): the reference data's Y tree a branch at a
 * time (the engine's tree, through the analysis domain's engine port), clan relations, the surname
 * library with opted-in statistics, private remarks and 寻根登记.
 */
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import lineageRoutes from './routes'

export { LineageService } from './service'

export default defineDomain({
  name: 'lineage',
  migrations,
  plugin: lineageRoutes,
  after: ['accounts', 'persons', 'reports', 'ancestry'],
  endpoints: ['lineage']
})
