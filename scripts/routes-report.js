#!/usr/bin/env node
// Progress you can count: one line per area of the route table (spec section 2), then
// `routes: N total, M built`. A route is built when its page module no longer is the shared
// "not built yet" page (src/shell/NotBuiltPage).
//
//   npm run routes:report            the summary
//   npm run routes:report -- --list  also every route that is not built yet
const path = require('path')
const { loadRoutes, isBuilt, root } = require('./lib/load-routes')

const { ROUTES } = loadRoutes()

// the areas as spec section 2 names them
const SECTIONS = {
  '2.1': 'top-level and activity', '2.2': 'authentication', '2.3': 'buying', '2.4': 'shop', '2.5': 'import',
  '2.6': 'protocol and legal', '2.7': 'app information', '2.8': 'topics and feed', '2.9': 'reports',
  '2.10': 'ancestry', '2.11': 'user', '2.12': 'binding wizard', '2.13': 'web-view pages',
  '2.18': 'binding wizard (start, 2.18)', '2.19': 'ancestry (reunion, 2.19)', '2.21': 'reports (in-app, 2.21)'
}
const order = Object.keys(SECTIONS)

const areas = new Map()
const notBuilt = []
for (const route of ROUTES) {
  const built = isBuilt(path.join(root, 'src', route.page + '.tsx'))
  const a = areas.get(route.spec) || { total: 0, built: 0 }
  a.total++
  if (built) a.built++
  else notBuilt.push(route)
  areas.set(route.spec, a)
}

for (const [spec, a] of [...areas.entries()].sort((x, y) => order.indexOf(x[0]) - order.indexOf(y[0]))) {
  console.log(`${(spec + ' ' + (SECTIONS[spec] || '')).padEnd(36)}${String(a.built).padStart(3)} / ${String(a.total).padEnd(4)} built`)
}
if (process.argv.includes('--list')) {
  console.log('\nnot built yet:')
  for (const r of notBuilt) console.log(`  ${r.pattern.padEnd(64)} ${r.title}`)
}
const built = ROUTES.length - notBuilt.length
console.log(`routes: ${ROUTES.length} total, ${built} built`)
