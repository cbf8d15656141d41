/**
 * The one demonstration partner channel (示例): /buy/distribution?channel=DEMO-CLINIC. Its name
 * says it is an example; staff replace it with real partners' channels. Inserted when missing only.
 */
import type { Seed } from '../../seed'
import './tables'
import './tablesChannels'

export const DEMO_CHANNEL_CODE = 'DEMO-CLINIC'
const DAY = 86_400_000

export const channelSeed: Seed = {
  name: 'commerce.channels',
  version: 1,
  async run(trx, { now }) {
    const inserted = await trx
      .insertInto('sales_channels')
      .values({
        code: DEMO_CHANNEL_CODE,
        name: '示例渠道·体检中心会员专享',
        intro: '示例：合作体检中心为会员提供的专享价。每个账号限购 2 件，活动期内有效。',
        // open from a month before seeding (servers and test clocks differ by days), for a year
        starts_at: now - 30 * DAY,
        ends_at: now + 365 * DAY,
        per_account_limit: 2,
        is_online: 1,
        updated_at: now
      })
      .onConflict(oc => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) return
    const items = [
      { alias: 'STANDARD_ANCESTRY', priceFen: 39900 },
      { alias: 'ancestry', priceFen: 24900 }
    ]
    let sort = 0
    for (const it of items) {
      const p = await trx.selectFrom('products').select('id').where('alias', '=', it.alias).executeTakeFirst()
      if (!p) continue
      await trx.insertInto('sales_channel_items').values({ channel_id: inserted.id, product_id: p.id, price_fen: it.priceFen, sort: sort++ }).execute()
    }
  }
}
