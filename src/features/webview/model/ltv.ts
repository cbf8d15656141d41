/** 专属权益 (/ltv): which of the account's detections can be upgraded now, and the no-sample tests of the catalogue. */
import type { ShopProduct } from '@xungen/contracts'
import { isSoldOnItsOwn } from '@/features/commerce/model/homeShelf'
import { routeAction } from '@/features/commerce/model/upgrade'

interface Offer {
  barcode: string
  personName: string
  blocked: string | null
  pendingOrderNo: string | null
  routes: ReadonlyArray<{ routeId: string; fromName: string; toName: string; priceFen: number; unlockItems: readonly unknown[] }>
}

export interface UpgradeRow {
  barcode: string
  personName: string
  routeId: string
  fromName: string
  toName: string
  priceFen: number
  unlockCount: number
}

/** every route of a detection that can be bought now (the upgrade page's rule: not blocked, no upgrade order of it waiting, a difference to pay) */
export function upgradableDetections(list: readonly Offer[]): UpgradeRow[] {
  return list.flatMap(o =>
    o.routes
      .filter(r => routeAction(o, r).enabled)
      .map(r => ({ barcode: o.barcode, personName: o.personName, routeId: r.routeId, fromName: r.fromName, toName: r.toName, priceFen: r.priceFen, unlockCount: r.unlockItems.length }))
  )
}

/** the editions that test a sample already sent back (spec 3.6 "reuse-sample variants"); not the upgrades (their own section), the speed package or an edition's price */
export function reuseProducts(list: readonly ShopProduct[]): ShopProduct[] {
  return list.filter(p => p.skuInfos[0]?.sampled === false && isSoldOnItsOwn(p))
}
