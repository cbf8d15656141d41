#!/usr/bin/env node
// Writes weights.json (seconds per server test file) from jest's record of the last run of each
// file (its cache directory's perf-cache of this project), for the weighted shards of sequencer.js:
//   cd server && npx jest --ci && node test/sharding/weights.js
// or, better, from the two PostgreSQL shards' logs of a whole `npm test` (the times the shards
// are dealt for, with the other steps running beside them; jest prints a file's seconds when it
// took more than a second or so, the others keep their weight):
//   node test/sharding/weights.js --logs ../.cache/test-logs
const fs = require('fs')
const path = require('path')

const SERVER = path.resolve(__dirname, '../..')
const logsAt = process.argv.indexOf('--logs')
if (logsAt > 0) {
  const dir = path.resolve(process.argv[logsAt + 1])
  const weights = require('./weights.json')
  let n = 0
  for (const f of fs.readdirSync(dir).filter(n => /^server-postgres-\d+-\d+\.log$/.test(n))) {
    for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      const m = /^(?:PASS|FAIL) (test\/\S+) \(([\d.]+) s\)/.exec(line)
      if (m && fs.existsSync(path.join(SERVER, m[1]))) {
        weights[m[1]] = Math.max(0.5, Math.round(Number(m[2]) * 10) / 10)
        n++
      }
    }
  }
  if (!n) throw new Error(`no timed PostgreSQL shard lines in ${dir}`)
  const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)))
  fs.writeFileSync(path.join(__dirname, 'weights.json'), JSON.stringify(sorted, null, 1) + '\n')
  console.log(`weights.json: ${n} files timed in ${dir}, ${Object.keys(sorted).length} in all`)
  process.exit(0)
}
const { execFileSync } = require('child_process')
const config = JSON.parse(execFileSync(process.execPath, [require.resolve('jest/bin/jest'), '--showConfig'], { cwd: SERVER, encoding: 'utf8' }))
const cacheDir = config.configs[0].cacheDirectory
const seconds = {}
for (const f of fs.readdirSync(cacheDir).filter(n => n.startsWith('perf-cache-'))) {
  const cache = JSON.parse(fs.readFileSync(path.join(cacheDir, f), 'utf8'))
  for (const [file, [, ms]] of Object.entries(cache)) {
    if (!file.startsWith(SERVER + path.sep) || !fs.existsSync(file)) continue
    const rel = path.relative(SERVER, file).split(path.sep).join('/')
    seconds[rel] = Math.max(0.5, Math.round(ms / 100) / 10)
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)))
fs.writeFileSync(path.join(__dirname, 'weights.json'), JSON.stringify(sorted, null, 1) + '\n')
console.log(`weights.json: ${Object.keys(sorted).length} files, ${Object.values(sorted).reduce((a, b) => a + b, 0).toFixed(0)} s in all`)
