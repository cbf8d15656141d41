/** The commerce domain's migrations, by name (db/migrations/index.ts gathers every domain's). */
import type { Migration } from 'kysely'
import * as commerce from './2026_11_25_2030_commerce'
import * as commerceUpgrades from './2026_11_25_2321_commerce_upgrades'
import * as salesChannels from './2026_11_26_0043_sales_channels'

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_25_2030_commerce': commerce,
  '2026_11_25_2321_commerce_upgrades': commerceUpgrades,
  '2026_11_26_0043_sales_channels': salesChannels
}
