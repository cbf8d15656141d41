/**
 * Declared against served (npm run api:report, and a test): every endpoint declared in
 * @xungen/contracts/endpoints must be served from its declaration, and no API route may be served
 * without one. The served side is Fastify's own route list (app.apiRoutes, filled by an onRoute
 * hook in app.ts for every /proxy and /web/api/new route).
 */
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, type EndpointDeclaration } from '@xungen/contracts/endpoints'

export interface ServedRoute {
  method: string
  url: string
  /** the declaration serve() registered it from; undefined for a route registered by hand */
  endpoint?: EndpointDeclaration
}

export interface EndpointReport {
  areas: Array<{ area: string; declared: number; served: number; domain: string | null }>
  declared: number
  /** API routes Fastify serves */
  served: number
  /** declared but not served from the declaration */
  unserved: string[]
  /** served without a declaration */
  undeclared: string[]
}

const key = (method: string, url: string) => `${method} ${url}`

export function endpointReport(
  app: FastifyInstance,
  options: { endpoints?: Readonly<Record<string, Readonly<Record<string, EndpointDeclaration>>>>; domains?: ReadonlyArray<{ name: string; endpoints?: readonly string[] }> } = {}
): EndpointReport {
  const groups = options.endpoints ?? ENDPOINTS
  const routes = app.apiRoutes
  const servedFrom = new Set(routes.flatMap(r => (r.endpoint ? [r.endpoint] : [])))
  const declaredKeys = new Set<string>()
  const areas: EndpointReport['areas'] = []
  const unserved: string[] = []
  for (const [area, group] of Object.entries(groups)) {
    const list = Object.values<EndpointDeclaration>(group)
    let served = 0
    for (const d of list) {
      declaredKeys.add(key(d.method, d.path))
      if (servedFrom.has(d) && routes.some(r => r.endpoint === d && r.method === d.method && r.url === d.path)) served++
      else unserved.push(`${area}: ${key(d.method, d.path)}`)
    }
    const domain = options.domains?.find(x => x.endpoints?.includes(area))?.name ?? null
    areas.push({ area, declared: list.length, served, domain })
  }
  const undeclared = routes.filter(r => !r.endpoint || !declaredKeys.has(key(r.method, r.url))).map(r => key(r.method, r.url))
  return { areas, declared: declaredKeys.size, served: routes.length, unserved, undeclared }
}

/** The lines of npm run api:report: one per area, the problems, and `endpoints: N declared, M served`. */
export function formatEndpointReport(report: EndpointReport): string[] {
  const width = Math.max(...report.areas.map(a => a.area.length), 8)
  const lines = report.areas.map(a => `${a.area.padEnd(width)}  ${String(a.declared).padStart(3)} declared, ${String(a.served).padStart(3)} served${a.domain ? `  (server/src/domains/${a.domain})` : ''}`)
  for (const u of report.unserved) lines.push(`declared, not served: ${u}`)
  for (const u of report.undeclared) lines.push(`served, not declared: ${u}`)
  lines.push(`endpoints: ${report.declared} declared, ${report.served} served`)
  return lines
}
