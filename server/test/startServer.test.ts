import fs from 'fs'
import os from 'os'
import path from 'path'
import { DEVELOPMENT_SIGNING_KEYS, signRequest } from '@xungen/contracts'
import { randomBytes } from 'crypto'
import { startServer } from '../src'

describe('startServer(): the real server on a port (npm start, the end-to-end suite)', () => {
  it('serves the site, the signed API and the legacy redirects on a free port, and cleans up on close', async () => {
    const h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-h5-'))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<html>site</html>')
    const server = await startServer({ port: 0, h5Dir, logLevel: 'silent' })
    const dataDir = server.config.dataDir
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(server.port).toBeGreaterThan(0)
      expect(server.config.databaseUrl).toBe(`sqlite:${path.join(dataDir, 'xungen.sqlite')}`)

      const page = await fetch(`${server.url}/report/disease/detail/123`, { headers: { accept: 'text/html' } })
      expect(page.status).toBe(200)
      expect(await page.text()).toBe('<html>site</html>')

      const signed = signRequest(
        { method: 'GET', url: '/web/api/new/common/descriptions', query: { keys: 'IS_OPEN_PIWIK' } },
        { keys: DEVELOPMENT_SIGNING_KEYS, nowMs: Date.now(), randomBytes: n => Uint8Array.from(randomBytes(n)) }
      )
      const api = await fetch(server.url + signed.url)
      expect(await api.json()).toMatchObject({ code: 0, data: { list: [{ key: 'IS_OPEN_PIWIK' }] } })

      const legacy = await fetch(`${server.url}/new/items`, { redirect: 'manual' })
      expect(legacy.status).toBe(301)
      expect(legacy.headers.get('location')).toBe('/topics')
    } finally {
      await server.close()
      fs.rmSync(h5Dir, { recursive: true, force: true })
    }
    expect(fs.existsSync(dataDir)).toBe(false)
  })

  it('keeps a given data directory and database, and migrates and seeds only once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-data-'))
    try {
      const first = await startServer({ dataDir, h5Dir: null, logLevel: 'silent' })
      await first.app.db.updateTable('description_configs').set({ content: 'true' }).where('key', '=', 'IS_OPEN_PIWIK').execute()
      await first.close()
      const second = await startServer({ dataDir, h5Dir: null, logLevel: 'silent' })
      const row = await second.app.db.selectFrom('description_configs').select('content').where('key', '=', 'IS_OPEN_PIWIK').executeTakeFirstOrThrow()
      await second.close()
      expect(row.content).toBe('true')
      expect(fs.existsSync(path.join(dataDir, 'xungen.sqlite'))).toBe(true)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('fails clearly when the port is taken', async () => {
    const a = await startServer({ h5Dir: null, logLevel: 'silent' })
    try {
      await expect(startServer({ port: a.port, h5Dir: null, logLevel: 'silent' })).rejects.toMatchObject({ code: 'EADDRINUSE' })
    } finally {
      await a.close()
    }
  })
})
