/** The analysis pipeline on BullMQ (REDIS_URL set): the same way from upload to published report, the job crossing Redis. */
import path from 'path'
import { Redis } from 'ioredis'
import { TEST_REDIS_URL, deleteTestKeys, testRedisPrefix } from '../helpers/redis'
import { createKitApp, realSampleFile, type KitApp } from '../kit/helpers'
import { PERSONS_ENDPOINTS, REPORT_ENDPOINTS } from '@xungen/contracts/endpoints'

jest.setTimeout(120_000)
process.env.XUNGEN_REFERENCE_DIR ??= path.resolve(__dirname, '../../../../shared/data')

const prefix = testRedisPrefix()
let t: KitApp
beforeAll(async () => {
  t = await createKitApp({ env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } })
})
afterAll(async () => {
  await t.close()
  const redis = new Redis(TEST_REDIS_URL)
  await deleteTestKeys(redis, [`${prefix}:`])
  await redis.quit()
})

it('a genotyped sample is analysed by a BullMQ job and its report published', async () => {
  expect(t.app.queue.kind).toBe('bullmq')
  const user = await t.user()
  const [barcode] = await t.produce()
  expect((await t.bind(user.token, barcode, { sex: 'female', name: '陈秀英', surname: '陈' })).code).toBe(0)
  await t.lab('receive', barcode)
  await t.lab('qc', barcode, { passed: true })
  expect((await t.upload(barcode, await realSampleFile())).code).toBe(0)
  await t.app.queue.drain(60_000)
  const status = await t.get(PERSONS_ENDPOINTS.detectionStatus.path.replace(':barcode', barcode), user.token)
  expect(status.data.state).toBe('published')
  const home = await t.get(REPORT_ENDPOINTS.home.path.replace(':barcode', barcode), user.token)
  expect(home.data.homeData.ancestry.mt).not.toBeNull()
})
