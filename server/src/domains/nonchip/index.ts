/**
 * The non-chip tests domain (issue 15 item 3): structured results the laboratory enters for HPV,
 * HP, AMH, vitamins A/D/E, CRC and the NGS/CVD panels, their publication on the lab's states, the
 * owner's report with its interpretation, and the NGS risk test's family-history intake.
 */
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import nonChipRoutes from './routes'

export { NonChipService, NONCHIP_MESSAGES } from './service'
export { NONCHIP_DEMO_VALUES } from './demo'

export default defineDomain({
  name: 'nonchip',
  migrations,
  plugin: nonChipRoutes,
  // the lab's states and services, the persons' visibility, the reports' share links, the accounts' personal-data registry
  after: ['accounts', 'persons', 'reports', 'lab'],
  endpoints: ['nonchip']
})
