#!/usr/bin/env node
// The API you can count: one line per area of the endpoint declarations
// (packages/contracts/src/endpoints), then `endpoints: N declared, M served`, where M counts the
// API routes (/proxy, /web/api/new) the real app registers with Fastify. Every declared endpoint
// must be served from its declaration and no API route served without one: otherwise the
// mismatches are listed and the exit code is 1.
//
//   npm run api:report
const fs = require('fs')
const os = require('os')
const path = require('path')

require('tsx/cjs/api').register()
const { buildApp } = require('../server/src/app')
const { loadConfig } = require('../server/src/config')
const { loadDomains } = require('../server/src/domains/load')
const { endpointReport, formatEndpointReport } = require('../server/src/endpoints/report')

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-api-report-'))
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-site'), LOG_LEVEL: 'silent', SEED: 'false' })
  const domains = loadDomains()
  const app = await buildApp({ ...config, accounts: { ...config.accounts, sweepIntervalSeconds: 0 } }, { domains })
  try {
    const report = endpointReport(app, { domains })
    for (const line of formatEndpointReport(report)) console.log(line)
    if (report.unserved.length || report.undeclared.length || report.declared !== report.served) process.exitCode = 1
  } finally {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
