#!/usr/bin/env node
// Writes weights.json (seconds per server test file) for the weighted shards of sequencer.js,
// from jest's record of the last run of each file (its cache directory's perf-cache of this
// project):
//   cd server && npx jest --ci && node test/sharding/weights.js
// or, better, from the two PostgreSQL shards' logs of a whole `npm test` (the times the shards
// are dealt for, with the other steps running beside them; jest prints a file's seconds when it
// took more than a second or so, the others keep their weight):
//   node test/sharding/weights.js --logs ../.cache/test-logs
const fs = require('fs')
const path = require('path')

const SERVER = path.resolve(__dirname, '../..')

/** a file's weight from its tenths of a second: to 0.1 s, at least 0.5 s */
const weight = tenths => Math.max(0.5, Math.round(tenths) / 10)

/** the weight of each file jest's perf-cache holds (they replace every weight) */
function fromPerfCache() {
  const { execFileSync } = require('child_process')
  const config = JSON.parse(execFileSync(process.execPath, [require.resolve('jest/bin/jest'), '--showConfig'], { cwd: SERVER, encoding: 'utf8' }))
  const cacheDir = config.configs[0].cacheDirectory
  const seconds = {}
  for (const f of fs.readdirSync(cacheDir).filter(n => n.startsWith('perf-cache-'))) {
    const cache = JSON.parse(fs.readFileSync(path.join(cacheDir, f), 'utf8'))
    for (const [file, [, ms]] of Object.entries(cache)) {
      if (!file.startsWith(SERVER + path.sep) || !fs.existsSync(file)) continue
      seconds[path.relative(SERVER, file).split(path.sep).join('/')] = weight(ms / 100)
    }
  }
  return seconds
}

/** the weights, with those of the files the shards' logs in `dir` time replaced */
function fromLogs(dir) {
  const seconds = { ...require('./weights.json') }
  let n = 0
  for (const f of fs.readdirSync(dir).filter(n => /^server-postgres-\d+-\d+\.log$/.test(n))) {
    for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      const m = /^(?:PASS|FAIL) (test\/\S+) \(([\d.]+) s\)/.exec(line)
      if (m && fs.existsSync(path.join(SERVER, m[1]))) {
        seconds[m[1]] = weight(Number(m[2]) * 10)
        n++
      }
    }
  }
  if (!n) throw new Error(`no timed PostgreSQL shard lines in ${dir}`)
  return seconds
}

const logsAt = process.argv.indexOf('--logs')
const seconds = logsAt > 0 ? fromLogs(path.resolve(process.argv[logsAt + 1])) : fromPerfCache()
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)))
fs.writeFileSync(path.join(__dirname, 'weights.json'), JSON.stringify(sorted, null, 1) + '\n')
console.log(`weights.json: ${Object.keys(sorted).length} files, ${Object.values(sorted).reduce((a, b) => a + b, 0).toFixed(0)} s in all`)
