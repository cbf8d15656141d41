#!/usr/bin/env node
// Creates the page module of every route in src/routes that has none yet: index.tsx renders the
// shared "not built yet" page, index.config.ts takes its title from the route table. Existing
// pages are never touched. Run it after adding a route: `node scripts/scaffold-pages.js`.
const fs = require('fs')
const path = require('path')
const { loadRoutes, root } = require('./lib/load-routes')

const { ALL_ROUTES } = loadRoutes()
let created = 0
for (const route of ALL_ROUTES) {
  const dir = path.join(root, 'src', path.dirname(route.page))
  const page = path.join(root, 'src', route.page + '.tsx')
  const config = path.join(root, 'src', route.page + '.config.ts')
  fs.mkdirSync(dir, { recursive: true })
  if (!fs.existsSync(page)) {
    fs.writeFileSync(page, `// ${route.pattern} (spec ${route.spec}): not built yet. Build it here: docs/client.md, "Building a page".\nexport { default } from '@/shell/NotBuiltPage'\n`)
    created++
  }
  if (!fs.existsSync(config)) {
    fs.writeFileSync(config, `import { pageConfig } from '@/routes/page-config'\n\nexport default definePageConfig(pageConfig('${route.pattern}'))\n`)
  }
}
console.log(`${created} page module(s) created, ${ALL_ROUTES.length} routes in the table`)
