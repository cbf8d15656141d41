// The real server as `npm start` runs it (startServer, docs/server.md), serving the built H5 site,
// with a clock the journeys can move: the cancellation journey lets the cooling-off period pass.
// A fresh SQLite database and storage in a temporary directory, removed on close.
const path = require('path')

const root = path.resolve(__dirname, '../../..')
const H5_DIR = path.join(root, 'dist-h5')

/**
 * @typedef {{ url: string, app: any, now: () => number, advance: (ms: number) => void, close: () => Promise<void> }} E2eServer
 * @returns {Promise<E2eServer>}
 */
async function startE2eServer() {
  // the server runs from its TypeScript sources (run.js registers tsx)
  const { startServer } = require(path.join(root, 'server/src'))
  let offsetMs = 0
  const now = () => Date.now() + offsetMs
  const server = await startServer({ port: 0, host: '127.0.0.1', h5Dir: H5_DIR, logLevel: 'warn', now })
  return {
    url: server.url,
    app: server.app,
    now,
    /** moves the server's clock (codes, sessions, deadlines and the signature window all follow it) */
    advance(ms) {
      offsetMs += ms
    },
    close: () => server.close()
  }
}

module.exports = { startE2eServer, H5_DIR }
