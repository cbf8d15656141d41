/**
 * The accounts domain (issue 3; spec 2.2, 2.11, 4, 5, 7.2, 7.3 User group): sign-in and sessions
 * (auth/), the profile (users/), images (uploads/), delivery addresses and regions (addresses/),
 * account cancellation (cancellation/). core.ts builds what they share once and decorates it on
 * the app as `app.accounts`: users, sessions, codes, counters, the outside-service adapters, the
 * personal-data registry and the maintenance sweep.
 *
 * Other domains use accounts through this file only: the `app.accounts` surface (type Accounts)
 * and the personal-data registry types, e.g. a domain that keeps a person's data registers
 * `app.accounts.personalData.register({ name, barcodes?, delete })` and lists `after: ['accounts']`.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import addressRoutes from './addresses/routes'
import authRoutes from './auth/routes'
import devRoutes from './auth/devRoutes'
import cancellationRoutes from './cancellation/routes'
import accountsCore from './core'
import { deleteCancelledAccount } from './jobs'
import { accountDescriptionConfigsSeed } from './seed'
import uploadRoutes from './uploads/routes'
import userRoutes from './users/routes'

export type { Accounts } from './core'
export type { Antispam } from './users/antispam'
export { WordListAntispam } from './users/antispam'
export type { AccountBarcode, PersonalDataContext, PersonalDataHandler } from './cancellation/registry'
export type { CancellationService } from './cancellation/service'
export { MESSAGE_PAGES, queueSubscriptionMessage, type QueuedMessage } from './wechatApi/subscriptions'
export { publicIdOfUrl, imagePath } from './uploads/repository'
export { CONTENT_SCENES, WechatApi, WechatApiError, type WechatServerApi } from './wechatApi'
export { SandboxWechatApi, SANDBOX_SCHEME_PREFIX } from './wechatApi/sandbox'
export { regionIndex, DIVISION_DATA_VERSION, type RegionIndex, type RegionNode } from './addresses/regions'

async function accounts(app: FastifyInstance) {
  // the core first: every part below reads app.accounts
  await app.register(accountsCore)
  await app.register(authRoutes)
  await app.register(devRoutes)
  await app.register(userRoutes)
  await app.register(uploadRoutes)
  await app.register(addressRoutes)
  await app.register(cancellationRoutes)
}

export default defineDomain({
  name: 'accounts',
  migrations,
  // fastify-plugin: app.accounts and app.cancellations are visible to the other domains and tools
  plugin: fp(accounts, { name: 'accounts' }),
  endpoints: ['accounts'],
  seeds: [accountDescriptionConfigsSeed],
  jobs: [deleteCancelledAccount]
})
