/**
 * Issue 20 item 10: /openapi.json in production listed every staff endpoint (the laboratory,
 * finance, operations) to anyone. It is served outside production, and in production only to a
 * signed-in account with a staff role; anyone else gets 404, as for a path that does not exist.
 */
import accounts from '../../src/domains/accounts'
import { LabService } from '../../src/domains/lab'
import { createTestApp, type TestApp } from '../helpers/app'
import { signedInUser } from '../helpers/fixture'

const PRODUCTION_ENV = {
  STORAGE_ENCRYPTION_KEYS: `s1:${Buffer.alloc(32, 9).toString('base64')}`,
  DOWNLOAD_LINK_KEYS: `l1:${'q'.repeat(43)}`,
  PERSONAL_INDEX_KEY: Buffer.alloc(32, 5).toString('base64')
}

describe('issue 20 item 10: /openapi.json', () => {
  let prod: TestApp
  let dev: TestApp
  beforeAll(async () => {
    // the accounts domain alone (sessions and staff roles): the other domains refuse their sandboxes in production
    prod = await createTestApp({ env: PRODUCTION_ENV, config: { env: 'production' }, domains: [accounts] })
    dev = await createTestApp()
  })
  afterAll(async () => {
    await prod?.close()
    await dev?.close()
  })

  it('in production: 404 to anonymous callers and to signed-in users without a staff role', async () => {
    const anonymous = await prod.app.inject({ method: 'GET', url: '/openapi.json' })
    expect(anonymous.statusCode).toBe(404)
    expect(anonymous.body).not.toContain('/proxy/ops/')
    const user = await signedInUser(prod.app)
    for (const headers of [{ token: user.token }, { cookie: `token=${user.token}` }]) {
      const res = await prod.app.inject({ method: 'GET', url: '/openapi.json', headers })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('/proxy/ops/')
    }
    expect((await prod.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404)
  })

  it('in production: served to a staff account, not cached by shared caches', async () => {
    const staff = await signedInUser(prod.app)
    await new LabService(prod.app.db, prod.app.storage, () => Date.now()).grantRole(staff.id)
    const res = await prod.app.inject({ method: 'GET', url: '/openapi.json', headers: { token: staff.token } })
    expect(res.statusCode).toBe(200)
    expect(res.json().paths).toHaveProperty(['/proxy/ops/lab/batches'])
    expect(res.headers['cache-control']).toBe('private, no-store')
  })

  it('outside production: served to anyone (the /docs page reads it)', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().openapi).toBe('3.1.0')
  })
})
