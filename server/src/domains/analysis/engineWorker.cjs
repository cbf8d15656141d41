/**
 * Entry of an engine worker thread (engineThreads.ts): the server runs from TypeScript, so a
 * thread started without tsx's loader (a test runner, a plain `node`) registers tsx's require
 * hook before loading the tasks. Under `node --import tsx` the hook is already in place.
 */
'use strict'
if (!require.extensions['.ts']) require('tsx/cjs/api').register()
module.exports = require('./engineTasks.ts')
