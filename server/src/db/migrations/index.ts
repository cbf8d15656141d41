/**
 * Every migration, in order. Listed by hand rather than read from the directory so that the
 * order is explicit and the server runs the same from sources (tsx, jest) and from a bundle.
 * Names sort in the order they run; never rename or edit a migration that has shipped: add one.
 */
import type { Migration } from 'kysely'
import * as m0001 from './0001_foundation'
import * as m0002 from './0002_accounts'
import * as m0003 from './0003_security'
import * as m0004 from './0004_kit_to_report'
import * as m0005 from './0005_commerce'
import * as m0006 from './0006_report_shares'
import * as m0007 from './0007_nonchip_results'
import * as m0008 from './0008_commerce_upgrades'
import * as m0009 from './0009_relatives_index'
import * as m0010 from './0010_lineage'
import * as m0013 from './0013_money'
import * as m0014 from './0014_sales_channels'
import * as m0016 from './0016_link_security'
import * as m0017 from './0017_personal_encryption'
import * as m0018 from './0018_relatives_name_and_review'
import * as m0019 from './0019_wechat_messages'
import * as m0020 from './0020_outbox'

export const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_accounts': m0002,
  '0003_security': m0003,
  '0004_kit_to_report': m0004,
  '0005_commerce': m0005,
  '0006_report_shares': m0006,
  '0007_nonchip_results': m0007,
  '0008_commerce_upgrades': m0008,
  '0009_relatives_index': m0009,
  '0010_lineage': m0010,
  '0013_money': m0013,
  '0014_sales_channels': m0014,
  '0016_link_security': m0016,
  '0017_personal_encryption': m0017,
  '0018_relatives_name_and_review': m0018,
  '0019_wechat_messages': m0019,
  '0020_outbox': m0020
}
