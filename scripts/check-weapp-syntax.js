#!/usr/bin/env node
// Fails when the mini-program build (dist/) holds JavaScript syntax its engines cannot parse:
// every dist/**/*.js is parsed with acorn at config/weappEngines.js's ECMA_VERSION (ES2015: iOS
// 10's JavaScriptCore). A syntax error there is a white screen on that phone, not a failed call,
// and WeChat DevTools (es6: false) uploads the files as they are.
//
//   node scripts/check-weapp-syntax.js [dist] [--json]
const fs = require('fs')
const path = require('path')
const acorn = require('acorn')
const { ECMA_VERSION } = require('../config/weappEngines')

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : e.name.endsWith('.js') ? [p] : []
  })
}

/** the files of dist/ that do not parse as ECMA_VERSION scripts, with where and what */
function checkSyntax(dist, ecmaVersion = ECMA_VERSION) {
  if (!fs.existsSync(path.join(dist, 'app.json'))) throw new Error(`${path.join(dist, 'app.json')} missing: run \`npm run build:weapp\` first`)
  const files = walk(dist)
  const problems = []
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8')
    try {
      // WeChat wraps each file in a function: a script, not a module
      acorn.parse(source, { ecmaVersion, sourceType: 'script', allowReturnOutsideFunction: true })
    } catch (e) {
      const at = typeof e.pos === 'number' ? e.pos : 0
      problems.push({
        file: path.relative(dist, file).split(path.sep).join('/'),
        line: e.loc ? e.loc.line : 0,
        column: e.loc ? e.loc.column + 1 : 0,
        message: e.message.replace(/ \(\d+:\d+\)$/, ''),
        excerpt: source.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')
      })
    }
  }
  return { files: files.length, ecmaVersion, problems }
}

module.exports = { checkSyntax }

if (require.main === module) {
  const args = process.argv.slice(2)
  const dist = path.resolve(args.find(a => !a.startsWith('--')) || path.join(__dirname, '..', 'dist'))
  const result = checkSyntax(dist)
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2))
  else if (!result.problems.length) console.log(`weapp syntax: ${result.files} files of dist/ parse as ES${result.ecmaVersion} (iOS 10 JavaScriptCore)`)
  if (result.problems.length) {
    for (const p of result.problems.slice(0, 20)) console.error(`${p.file}:${p.line}:${p.column} ${p.message} (ES${result.ecmaVersion}): …${p.excerpt}…`)
    if (result.problems.length > 20) console.error(`… and ${result.problems.length - 20} more files`)
    console.error(`weapp syntax: ${result.problems.length} of ${result.files} files hold syntax beyond ES${result.ecmaVersion}: the mini-program would not start on iOS 10 (config/weappEngines.js)`)
    process.exit(1)
  }
}
