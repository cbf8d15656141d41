#!/usr/bin/env node
// Reads the mini-program build (dist/) and fails when WeChat's package limits are crossed:
// main package at most 2 MB, each subpackage at most 2 MB, all packages together at most 20 MB.
// Counted as WeChat counts the upload: every file of the package except source maps and
// licence notes (which the upload leaves out) and the DevTools project file.
//
//   node scripts/check-weapp-size.js [dist] [--json]
const fs = require('fs')
const path = require('path')

const MB = 1024 * 1024
const LIMITS = { package: 2 * MB, total: 20 * MB }
const IGNORED = /(\.map|\.LICENSE\.txt)$|^project(\.private)?\.config\.json$/

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : [p]
  })
}

function measure(dist) {
  const appJsonPath = path.join(dist, 'app.json')
  if (!fs.existsSync(appJsonPath)) throw new Error(`${appJsonPath} missing: run \`npm run build:weapp\` first`)
  const appJson = JSON.parse(fs.readFileSync(appJsonPath, 'utf8'))
  const roots = (appJson.subPackages || appJson.subpackages || []).map(s => s.root.replace(/\/$/, ''))
  const sizes = { main: 0 }
  for (const r of roots) sizes[r] = 0
  for (const file of walk(dist)) {
    const rel = path.relative(dist, file).split(path.sep).join('/')
    if (IGNORED.test(rel)) continue
    const root = roots.find(r => rel === r || rel.startsWith(r + '/'))
    sizes[root || 'main'] += fs.statSync(file).size
  }
  const total = Object.values(sizes).reduce((a, b) => a + b, 0)
  const problems = []
  for (const [name, size] of Object.entries(sizes)) {
    if (size > LIMITS.package) problems.push(`${name === 'main' ? 'main package' : 'subpackage ' + name} is ${(size / MB).toFixed(2)} MB (limit 2 MB)`)
  }
  if (total > LIMITS.total) problems.push(`all packages are ${(total / MB).toFixed(2)} MB (limit 20 MB)`)
  return { sizes, total, problems }
}

module.exports = { measure, LIMITS }

if (require.main === module) {
  const args = process.argv.slice(2)
  const dist = path.resolve(args.find(a => !a.startsWith('--')) || path.join(__dirname, '..', 'dist'))
  const result = measure(dist)
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2))
  } else {
    const kb = n => (n / 1024).toFixed(1).padStart(8) + ' KB'
    for (const [name, size] of Object.entries(result.sizes)) console.log(`${name.padEnd(24)}${kb(size)}  (${((size / LIMITS.package) * 100).toFixed(0)}% of 2 MB)`)
    console.log(`${'total'.padEnd(24)}${kb(result.total)}  (${((result.total / LIMITS.total) * 100).toFixed(0)}% of 20 MB)`)
  }
  if (result.problems.length) {
    for (const p of result.problems) console.error('weapp size limit crossed: ' + p)
    process.exit(1)
  }
}
