#!/usr/bin/env node
// Creates the page module of every route in src/routes that has none yet (index.tsx renders the
// shared "not built yet" page) and writes each page's index.config.ts with its title from the
// route table. Existing index.tsx files are never touched; a config is rewritten only while it
// is the generated one-liner (a page that adds its own settings keeps them).
// Run it after adding a route or changing a title: `npm run pages:scaffold`.
//
// The title is written into the config as a literal, not imported from the table: Taro bundles
// every page config separately at build time, and an import of the table costs ~40 ms a page.
// tests/unit/route-table.test.ts checks that every config says what the table says.
const fs = require('fs')
const path = require('path')
const { loadRoutes, root } = require('./lib/load-routes')

const { ALL_ROUTES } = loadRoutes()
const GENERATED = /^export default definePageConfig\(\{ navigationBarTitleText: '[^']*' \}\)\n$/
let created = 0
let configs = 0
for (const route of ALL_ROUTES) {
  const dir = path.join(root, 'src', path.dirname(route.page))
  const page = path.join(root, 'src', route.page + '.tsx')
  const config = path.join(root, 'src', route.page + '.config.ts')
  fs.mkdirSync(dir, { recursive: true })
  if (!fs.existsSync(page)) {
    fs.writeFileSync(page, `// ${route.pattern} (spec ${route.spec}): not built yet. Build it here: docs/client.md, "Building a page".\nexport { default } from '@/shell/NotBuiltPage'\n`)
    created++
  }
  const wanted = `export default definePageConfig({ navigationBarTitleText: '${route.title.replace(/'/g, "\\'")}' })\n`
  const current = fs.existsSync(config) ? fs.readFileSync(config, 'utf8') : null
  if (current !== wanted && (current === null || GENERATED.test(current))) {
    fs.writeFileSync(config, wanted)
    configs++
  }
}
console.log(`${created} page module(s) created, ${configs} page config(s) written, ${ALL_ROUTES.length} routes in the table`)
