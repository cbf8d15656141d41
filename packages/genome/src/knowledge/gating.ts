import {
  CONTENT_ACCESS_STATE, ContentAccessState, effectiveSubmodules, FeatureTag, REPORT_ITEM_STATUS, REPORT_STATUS,
  ReportItemStatus, ReportItemTag, ReportStatus
} from '@xungen/contracts'
import type { ItemResult } from './compute'
import type { ItemDef, KnowledgeBase } from './types'

/** A detection's product as spec 3.3 gives it. */
export interface DetectionProduct {
  type: string
  supportSubmodules?: readonly string[] | null
  isOnlineProduct?: boolean
}

/**
 * Product type codes whose detections are genotyped on our SNP chip, and so carry every
 * knowledge-base marker. An item outside the detection's submodules is already computed for
 * these: it can be unlocked by upgrading the product (status upgrade), without a new sample.
 */
export const CHIP_PRODUCT_TYPES: readonly string[] = ['HEALTH_ANCESTRY_V3', 'GENETIC']

export interface GatedItem {
  itemId: string
  category: ItemResult['category']
  title: string
  summary: string
  /** spec 3.6: normal 0, lock 1, upgrade 3 */
  status: ReportItemStatus
  /** spec 4: content access state */
  access: ContentAccessState
  tags: ReportItemTag[]
  /** the result, only when the item may be shown */
  result: ItemResult | null
  /** Chinese note for locked and upgrade items */
  lockDescription: string | null
}

export interface GatedReport {
  /** spec 4 report status: out when items exist, itemNotSupported for a product without chip items */
  reportStatus: ReportStatus
  submodules: FeatureTag[]
  items: GatedItem[]
}

export const LOCK_TEXT = '请升级并在App中解锁查看'

function gateOne(item: ItemDef, result: ItemResult, submodules: FeatureTag[], upgradable: boolean): GatedItem {
  const shown = item.features.some(f => submodules.includes(f))
  const tags = new Set<ReportItemTag>(item.tags ?? [])
  if (item.calculator) tags.add('CALCULATOR')
  if (item.evidence === 'C') tags.add('RESEARCH_LAB_ITEM')
  const base = { itemId: item.id, category: item.category, title: result.title, summary: result.summary }
  if (shown) {
    if (result.attention) tags.add('ATTENTION')
    return { ...base, status: REPORT_ITEM_STATUS.NORMAL, access: CONTENT_ACCESS_STATE.NORMAL, tags: [...tags], result, lockDescription: null }
  }
  if (upgradable) {
    tags.add('RECOMMEND_UNLOCK')
    return { ...base, status: REPORT_ITEM_STATUS.UPGRADE, access: CONTENT_ACCESS_STATE.NEED_UPGRADE, tags: [...tags], result: null, lockDescription: LOCK_TEXT }
  }
  tags.add('LOCK_ICON')
  return { ...base, status: REPORT_ITEM_STATUS.LOCK, access: CONTENT_ACCESS_STATE.LOCKED, tags: [...tags], result: null, lockDescription: LOCK_TEXT }
}

/**
 * Which computed items a detection may show (spec 3.3, 3.6, 4). Every item is computed first
 * (computeReport); gating only decides what leaves the engine, so that locked and upgrade
 * items come out of the same computation and an upgrade needs no recomputation.
 *  - an item whose feature tags meet the detection's submodules: normal 0 / NORMAL
 *  - otherwise, on an online chip product: upgrade 3 / NEED_UPGRADE (+ RECOMMEND_UNLOCK)
 *  - otherwise: lock 1 / LOCKED (+ LOCK_ICON); a locked item cannot be opened
 * A product type that is not chip-based has no knowledge-base items: report status itemNotSupported.
 */
export function gateReport(kb: KnowledgeBase, results: ItemResult[], product: DetectionProduct, sex: 'male' | 'female' | null = null): GatedReport {
  const submodules = effectiveSubmodules(product)
  if (!CHIP_PRODUCT_TYPES.includes(product.type)) return { reportStatus: REPORT_STATUS.ITEM_NOT_SUPPORTED, submodules, items: [] }
  const upgradable = product.isOnlineProduct !== false
  const byId = new Map(kb.items.map(i => [i.id, i]))
  return {
    reportStatus: REPORT_STATUS.OUT,
    submodules,
    // an item about one sex (a mother's pregnancy, colostrum) is not shown to the other
    items: results.filter(r => !itemHiddenFor(byId.get(r.itemId)!, sex)).map(r => gateOne(byId.get(r.itemId)!, r, submodules, upgradable))
  }
}

/** an item written for one sex only (ItemDef.sex) is hidden from a person of the other sex; unknown sex sees it */
export function itemHiddenFor(item: Pick<ItemDef, 'sex'>, sex: 'male' | 'female' | null): boolean {
  return !!item.sex && !!sex && item.sex !== sex
}

/** spec 4: access state of one item id for a product (NOT_EXISTS for an id the base does not have) */
export function itemAccess(kb: KnowledgeBase, itemId: string, product: DetectionProduct): ContentAccessState {
  const item = kb.items.find(i => i.id === itemId)
  if (!item || !CHIP_PRODUCT_TYPES.includes(product.type)) return CONTENT_ACCESS_STATE.NOT_EXISTS
  const submodules = effectiveSubmodules(product)
  if (item.features.some(f => submodules.includes(f))) return CONTENT_ACCESS_STATE.NORMAL
  return product.isOnlineProduct !== false ? CONTENT_ACCESS_STATE.NEED_UPGRADE : CONTENT_ACCESS_STATE.LOCKED
}
