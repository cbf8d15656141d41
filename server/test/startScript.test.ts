import { spawn } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

const ROOT = path.resolve(__dirname, '..', '..')

describe('npm start (scripts/start.js)', () => {
  it('serves a built site, the API and the legacy redirects on one port, prints the URL, and stops cleanly on Ctrl+C', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xungen-start-'))
    const h5Dir = path.join(tmp, 'site')
    fs.mkdirSync(h5Dir)
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<html>built site</html>')
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', PORT: '0', H5_DIR: h5Dir, DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'warn' }
    })
    let out = ''
    child.stdout.on('data', d => (out += d))
    child.stderr.on('data', d => (out += d))
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed within 90 s:\n${out}`)), 90_000)
        child.stdout.on('data', () => {
          const m = /基因寻根已启动：(http:\/\/127\.0\.0\.1:\d+)/.exec(out)
          if (m) {
            clearTimeout(timer)
            resolve(m[1])
          }
        })
      })
      const page = await fetch(`${url}/report/disease/detail/123`, { headers: { accept: 'text/html' } })
      expect(await page.text()).toBe('<html>built site</html>')
      expect((await fetch(`${url}/healthz`)).status).toBe(200)
      const legacy = await fetch(`${url}/new/notice/msg`, { redirect: 'manual' })
      expect([legacy.status, legacy.headers.get('location')]).toEqual([301, '/user/messages'])
      // migrated and seeded on first start, in the data directory it was given
      expect(fs.existsSync(path.join(tmp, 'data', 'xungen.sqlite'))).toBe(true)
      child.kill('SIGINT')
      expect(await exited).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  }, 120_000) // waits up to 90 s for the URL (above)
})
