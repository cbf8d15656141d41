// A journey file (tests/e2e/journeys/*.js, found by run.js) exports the list this makes:
//
//   const { journey, journeys } = require('../harness/journeys').list()
//   journey('what a person does, in words', async ({ page, base, server }) => { ... }, { weight: 20 })
//   module.exports = journeys
//
// Options of a journey:
//   weight      its usual seconds on a quiet machine (default 8): run.js balances the shards with it
//   movesClock  it moves the server's clock (server.advance) by more than minutes: it runs after the
//               journeys of its shard that do not, so that every other journey starts on a clock
//               within minutes of the real one (server.now() is the server's time; a page that must
//               agree with it sets its own: page.clock.setSystemTime(new Date(server.now())))
//   first       it runs first in its process, on the browser's fresh profile (the home page measures a
//               first load with an empty cache)
//   noKits      it needs a server whose laboratory has produced no kit batch yet (a paid order then
//               waits for a kit): it runs before the journeys of its shard that are not so marked
//   last        it runs after every other journey of its process (the sweep of every built route)

/**
 * @typedef {{ page: import('playwright-core').Page, base: string, server: import('./server').E2eServer }} JourneyContext
 * @typedef {{ name: string, fn: (ctx: JourneyContext) => Promise<void>, weight: number, first: boolean, noKits: boolean, movesClock: boolean, last: boolean, file?: string }} Journey
 */

function list() {
  /** @type {Journey[]} */
  const journeys = []
  /** @param {string} name @param {Journey['fn']} fn @param {{ weight?: number, first?: boolean, noKits?: boolean, movesClock?: boolean, last?: boolean }} [options] */
  function journey(name, fn, options = {}) {
    journeys.push({ name, fn, weight: options.weight ?? 8, first: !!options.first, noKits: !!options.noKits, movesClock: !!options.movesClock, last: !!options.last })
  }
  return { journey, journeys }
}

module.exports = { list }

/** the order a process runs its journeys in: first, those that need no kit batch, the others, those that move the clock, last */
function runOrder(journey) {
  if (journey.first) return 0
  if (journey.last) return 4
  if (journey.movesClock) return 3
  return journey.noKits ? 1 : 2
}

module.exports.runOrder = runOrder
