#!/usr/bin/env node
// Builds one client target quietly for the test run: the full Taro/webpack log goes to
// .cache/build-<target>.log and only the result and the time are printed (the whole log when
// the build fails).
//
//   node scripts/client-build.js weapp|h5
const { spawn } = require('child_process')
const fs = require('fs')
const path = require('path')

const target = process.argv[2]
if (!['weapp', 'h5'].includes(target)) {
  console.error('usage: node scripts/client-build.js weapp|h5')
  process.exit(2)
}
const root = path.resolve(__dirname, '..')
// before 55 s of building: a production mini-program may not call the development API origin
try {
  const { assertWeappApiOrigin } = require('../config/weappDeployment')
  assertWeappApiOrigin({ target, xungenEnv: process.env.XUNGEN_ENV, apiOrigin: process.env.XUNGEN_API_ORIGIN })
} catch (err) {
  console.error(`taro build --type ${target}: ${err.message}`)
  process.exit(1)
}
const logFile = path.join(root, '.cache', `build-${target}.log`)
fs.mkdirSync(path.dirname(logFile), { recursive: true })
const log = fs.createWriteStream(logFile)
const t0 = Date.now()
const child = spawn(process.execPath, [require.resolve('@tarojs/cli/bin/taro'), 'build', '--type', target], { cwd: root, env: { ...process.env, CI: 'true' } })
child.stdout.pipe(log)
child.stderr.pipe(log)
child.on('close', exitCode => {
  let code = exitCode
  log.end(() => {
    const seconds = ((Date.now() - t0) / 1000).toFixed(1)
    // Taro exits 0 when it refuses its configuration (and builds nothing): that is a failure
    if (code === 0 && /Taro 配置有误/.test(fs.readFileSync(logFile, 'utf8'))) code = 1
    if (code === 0) {
      console.log(`taro build --type ${target}: ok in ${seconds} s (log: ${path.relative(root, logFile)})`)
      return
    }
    console.error(fs.readFileSync(logFile, 'utf8').slice(-20000))
    console.error(`taro build --type ${target}: FAILED (exit ${code}) after ${seconds} s`)
    process.exit(code || 1)
  })
})
