/**
 * spec 2.19: old addresses answer HTTP 301 to the current one. The table and the matcher are
 * the contracts' (routing/legacyRedirects.ts), the same the client applies in-app.
 * Only GET and HEAD are redirected (a 301 turns any other method into GET in browsers), and
 * never an API path.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isApiPath, matchLegacyRedirect, splitUrl } from '@xungen/contracts'

async function legacyRedirectsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const url = request.raw.url ?? request.url
    if (isApiPath(splitUrl(url).path)) return
    const match = matchLegacyRedirect(url)
    if (!match) return
    // permanent, but short-cached: a table fix should reach browsers within a day
    return reply.code(301).header('location', match.location).header('cache-control', 'public, max-age=86400').send()
  })
}

export default fp(legacyRedirectsPlugin, { name: 'legacy-redirects' })
