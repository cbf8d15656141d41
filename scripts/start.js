#!/usr/bin/env node
// `npm start`: the whole product on one port.
//  1. builds the H5 site when dist-h5/ has no index.html (npm run build:h5);
//  2. starts the server (server/src, run from sources through tsx), which migrates and seeds
//     the SQLite database in var/ on first start;
//  3. serves the site (with history-mode fallback), the API under /proxy and /web/api/new, and
//     the legacy redirects of spec 2.19 on http://127.0.0.1:3000 (PORT and HOST change it).
// Configuration: environment variables, see docs/server.md.
const { spawnSync } = require('child_process')
const fs = require('fs')
const path = require('path')

const root = path.resolve(__dirname, '..')
const h5Dir = path.resolve(process.env.H5_DIR || path.join(root, 'dist-h5'))

function buildSiteIfMissing() {
  if (fs.existsSync(path.join(h5Dir, 'index.html'))) return
  console.log(`${path.relative(root, h5Dir) || h5Dir}/ 不存在，正在构建 H5 站点（npm run build:h5）…`)
  const t0 = Date.now()
  const r = spawnSync('npm', ['run', 'build:h5'], { cwd: root, stdio: 'inherit', env: process.env })
  if (r.status !== 0 || !fs.existsSync(path.join(h5Dir, 'index.html'))) {
    console.error('H5 站点构建失败，无法启动。')
    process.exit(r.status || 1)
  }
  console.log(`H5 站点构建完成（${((Date.now() - t0) / 1000).toFixed(1)} s）`)
}

async function main() {
  buildSiteIfMissing()
  require('tsx/cjs/api').register()
  const { startServer } = require('../server/src/index.ts')
  let server
  try {
    server = await startServer({
      port: process.env.PORT ? Number(process.env.PORT) : 3000,
      host: process.env.HOST || '127.0.0.1',
      dataDir: process.env.DATA_DIR || path.join(root, 'var'),
      h5Dir
    })
  } catch (err) {
    if (err && err.code === 'EADDRINUSE') {
      console.error(`端口 ${process.env.PORT || 3000} 已被占用：请先停止占用它的程序，或用 PORT=其他端口 npm start`)
      process.exit(1)
    }
    if (err && err.name === 'ConfigError') {
      console.error(err.message)
      process.exit(2)
    }
    throw err
  }
  console.log(`\n基因寻根已启动：${server.url}\n（数据库：${server.config.databaseUrl.replace(/\/\/[^@]*@/, '//***@')}；按 Ctrl+C 停止）\n`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
