/** The tables of migration 0014 (partner sales channels) as Kysely sees them. */
import type { Generated } from 'kysely'

export interface SalesChannelsTable {
  id: Generated<number>
  code: string
  name: string
  intro: string
  starts_at: number
  ends_at: number
  per_account_limit: number
  is_online: number
  updated_at: number
}

export interface SalesChannelItemsTable {
  channel_id: number
  product_id: number
  price_fen: number
  sort: number
}

export interface SalesChannelBuyersTable {
  channel_id: number
  user_id: number
  touched_at: number
}

declare module '../../db/schema' {
  interface Database {
    sales_channels: SalesChannelsTable
    sales_channel_items: SalesChannelItemsTable
    sales_channel_buyers: SalesChannelBuyersTable
  }
}
