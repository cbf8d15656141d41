/**
 * The commerce domain (issue 17): the shop's catalogue, orders and their state machine, payment
 * providers (WeChat Pay v3 and its sandbox) with verified notifications, coupons and activities,
 * a double-entry ledger, courier delivery of sampled kits. Other domains use it through this file.
 */
import fp from 'fastify-plugin'
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import commerceRoutes from './routes'
import { catalogueSeed } from './seed'
import { upgradeCatalogueSeed } from './seedUpgrades'
import { channelSeed } from './seedChannels'
import { sweepOrders } from './jobs'
import { applyPaidUpgrade, fulfilPaidOrder } from './events'

export * from './service'
export { Upgrades, UPGRADE_ROUTES, SPEED_ALIAS } from './upgrades'
export { upgradeCatalogueSeed } from './seedUpgrades'
export { sweepOrders } from './jobs'
export { Channels, CHANNEL_MESSAGES } from './channels'
export { TestPurchases, TEST_PURCHASE_PRICE_FEN } from './testPurchases'
export { TEST_PURCHASE_SCENE } from './orders'
export { DEMO_CHANNEL_CODE, channelSeed } from './seedChannels'

export default defineDomain({
  name: 'commerce',
  migrations,
  // fastify-plugin: app.commerce is visible to tools and later domains (the lab's shipping, ops)
  plugin: fp(commerceRoutes, { name: 'commerce' }),
  after: ['accounts', 'lab'],
  endpoints: ['commerce'],
  seeds: [catalogueSeed, upgradeCatalogueSeed, channelSeed],
  jobs: [sweepOrders],
  subscribers: [fulfilPaidOrder, applyPaidUpgrade]
})
