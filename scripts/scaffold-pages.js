#!/usr/bin/env node
// Creates the page module of every route in src/routes that has none yet (index.tsx renders the
// shared "not built yet" page) and writes each page's index.config.ts with its title from the
// route table. Existing index.tsx files are never touched; a config is rewritten only while it
// is the generated one-liner (a page that adds its own settings keeps them).
// Run it after adding a route or changing a title: `npm run pages:scaffold`.
//
// With a route pattern, it writes that page's skeleton of the route's kind instead (the thin page
// module and its feature folder pieces; scripts/scaffold/kinds.js), when the page is still the
// not-built one:  npm run pages:scaffold -- '/user/persons/:id'
//
// The title is written into the config as a literal, not imported from the table: Taro bundles
// every page config separately at build time, and an import of the table costs ~40 ms a page.
// tests/unit/route-table.test.ts checks that every config says what the table says.
const fs = require('fs')
const path = require('path')
const { loadRoutes, root } = require('./lib/load-routes')

const { ALL_ROUTES, routeByPattern } = loadRoutes()

const wanted = process.argv.slice(2).filter(a => !a.startsWith('-'))
if (wanted.length) {
  const { isBuilt } = require('./lib/load-routes')
  const { files } = require('./scaffold/kinds')
  for (const pattern of wanted) {
    const route = routeByPattern(pattern)
    if (!route) {
      console.error(`no route ${pattern} in src/routes/table/ (add the row first)`)
      process.exit(1)
    }
    const page = path.join(root, 'src', route.page + '.tsx')
    if (fs.existsSync(page) && isBuilt(page)) {
      console.error(`${pattern}: ${path.relative(root, page)} is already built; nothing written`)
      process.exit(1)
    }
    const skeleton = files(route, ALL_ROUTES)
    const clash = Object.keys(skeleton.files).filter(f => !f.endsWith(route.page + '.tsx') && fs.existsSync(path.join(root, f)))
    if (clash.length) {
      console.error(`${pattern}: these files exist already, nothing written:\n  ${clash.join('\n  ')}`)
      process.exit(1)
    }
    console.log(`${pattern} (${route.kind}, feature ${route.feature}): ${skeleton.name}`)
    for (const [file, text] of Object.entries(skeleton.files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
      console.log(`  wrote ${file}`)
    }
    console.log(`  next: the SCAFFOLD lines (grep -rn SCAFFOLD src), a test, then href('${pattern}'${route.params.length ? ', {…}' : ''}) where it is linked`)
  }
  process.exit(0)
}
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
