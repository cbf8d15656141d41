/** Default description configs (spec 3.14, 7.2): switches the client reads at start. */
import { DESCRIPTION_KEYS } from '@xungen/contracts'
import type { Seed } from '../../seed'

export const DEFAULT_DESCRIPTION_CONFIGS = [
  {
    key: DESCRIPTION_KEYS.IS_OPEN_PIWIK,
    name: '是否开启页面访问统计',
    // off until an analytics site is configured for this deployment
    content: 'false',
    content_type: 'BOOLEAN'
  },
  {
    key: DESCRIPTION_KEYS.SINGLE_PRODUCT_IDS,
    name: '单品商品 ID 列表',
    // no single-product commodities until the shop's products exist
    content: '[]',
    content_type: 'JSON'
  },
  {
    key: DESCRIPTION_KEYS.APP_DOWNLOADS,
    name: 'App 下载地址',
    // no app is released yet: the /app pages say so until staff set the stores' addresses
    content: '{}',
    content_type: 'JSON'
  }
] as const

export const descriptionConfigsSeed: Seed = {
  name: 'common.description-configs',
  // 2: APP_DOWNLOADS (issue 26); the run adds missing keys only
  version: 2,
  async run(trx, { now }) {
    // insert the missing defaults only: a value an operator changed stays as it is
    await trx
      .insertInto('description_configs')
      .values(DEFAULT_DESCRIPTION_CONFIGS.map(c => ({ ...c, updated_at: now })))
      .onConflict(oc => oc.column('key').doNothing())
      .execute()
  }
}
