#!/usr/bin/env node
// The genome CLI runs the compiled library (dist/), built by `npm run build -w @xungen/genome`.
// See README.md "CLI" for why it is compiled rather than run through a TypeScript loader.
'use strict'
const fs = require('fs')
const path = require('path')

const entry = path.join(__dirname, '..', 'dist', 'cli', 'main.js')
if (!fs.existsSync(entry)) {
  process.stderr.write('genome: the CLI is not built yet. Run: npm run build -w @xungen/genome\n')
  process.exit(1)
}
// @xungen/contracts (the health knowledge base's report texts and codes) is TypeScript source:
// it is loaded through tsx's require hook, the only part not compiled into dist/. The hook is
// registered when the first .ts file is required, so that commands which never load the
// knowledge base (convert, kit info, match-index) do not pay for it.
const Module = require('module')
Module._extensions['.ts'] = function loadTypeScript(module, filename) {
  delete Module._extensions['.ts']
  require('tsx/cjs/api').register()
  return Module._extensions['.ts'](module, filename)
}
// `genome analyze f | head` closes the pipe early: that is not an error of the command
process.stdout.on('error', err => {
  if (err && err.code === 'EPIPE') process.exit(process.exitCode || 0)
  throw err
})
require(entry)
  .main(process.argv.slice(2))
  .then(code => { process.exitCode = code })
  .catch(err => { process.stderr.write(`genome: internal error: ${err && err.stack ? err.stack : err}\n`); process.exitCode = 1 })
