/**
 * Entry of a PDF worker thread (threads.ts): the server runs from TypeScript, so a thread started
 * without tsx's loader (a test runner, a plain `node`) registers tsx's require hook first. Under
 * `node --import tsx` the hook is already in place.
 */
'use strict'
if (!require.extensions['.ts']) require('tsx/cjs/api').register()
module.exports = require('./task.ts')
