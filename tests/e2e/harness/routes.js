// The client's route table (src/routes), read through tsx: which route a URL shows, which routes
// are built (their page is no longer the shared "not built yet" page: scripts/routes-report.js),
// and which of them the journeys of this process have shown.
const path = require('path')
const { isBuilt, root } = require('../../../scripts/lib/load-routes')

// run.js has registered tsx (the route table is TypeScript)
const table = require(path.join(root, 'src/routes/index.ts'))

/** the route a pathname shows: the most specific pattern that matches it (as the H5 router picks) */
function routeOf(pathname) {
  const matches = table.ALL_ROUTES.filter(r => table.matchPattern(r.pattern, pathname))
  return matches.sort((a, b) => table.compareSpecificity(a.pattern, b.pattern))[0]
}

/** every built route (spec routes and the product's own pages: /404, /ops/*) */
function builtRoutes() {
  return table.ALL_ROUTES.filter(r => isBuilt(path.join(root, 'src', r.page + '.tsx')))
}

/** patterns of the routes a journey of this process has shown (tests/e2e/harness/page.js records them) */
const visited = new Set()

function recordVisit(url) {
  const route = routeOf(new URL(url).pathname)
  if (route) visited.add(route.pattern)
  return route
}

module.exports = { routeOf, builtRoutes, visited, recordVisit, buildPath: table.buildPath }
