/**
 * /buy/upgrade, /upgrade (spec 2.3, 7.3 "Upgrade"): the upgrades a person's detections can take,
 * as the server offers them (routes, the price difference, the items each unlocks), and
 * /buy/speed-package: which samples can be expedited. Pure rules; the data comes from
 * COMMERCE.upgradeOffers / speedOffers.
 */
import { areaNameOfCategoryKey, yuanText, type FeatureTag } from '@xungen/contracts'
import type { EndpointOutput } from '@xungen/contracts/endpoints'
import type { COMMERCE } from '@xungen/contracts/endpoints'

export type UpgradeOffers = EndpointOutput<typeof COMMERCE.upgradeOffers>
export type UpgradeOffer = UpgradeOffers['list'][number]
export type UpgradeRoute = UpgradeOffer['routes'][number]
export type SpeedOffers = EndpointOutput<typeof COMMERCE.speedOffers>

/** how an item's category reads on the page */
export const CATEGORY_LABELS: Record<string, string> = Object.fromEntries(
  (['disease', 'drug', 'trait', 'inherit', 'fitness', 'nutrition', 'skin_scene'] as const).map(k => [k, areaNameOfCategoryKey(k) ?? k])
)

/** "原价差 ¥499.00 → ¥699.00，补差价 ¥200.00" */
export function priceDifferenceText(r: Pick<UpgradeRoute, 'fromPriceFen' | 'toPriceFen' | 'priceFen'>): string {
  return `${yuanText(r.fromPriceFen)} 元版本升级到 ${yuanText(r.toPriceFen)} 元版本，只需补差价 ${yuanText(r.priceFen)} 元`
}

/** how many of the unlocked items this sample's data can answer, said plainly */
export function unlockSummary(items: UpgradeRoute['unlockItems']): string {
  const detected = items.filter(i => i.detected).length
  const missing = items.length - detected
  return missing === 0
    ? `升级后解锁 ${items.length} 项解读，由您已存储的检测数据重新计算，无需重新采样：`
    : `升级后解锁 ${items.length} 项解读，由您已存储的检测数据重新计算，无需重新采样；其中 ${missing} 项在您的数据中没有检测到相关位点，升级后会显示“未检测（芯片未覆盖）”：`
}

/** the unlocked items grouped by category, in the order the server lists them */
export function unlockGroups(items: ReadonlyArray<Pick<UpgradeRoute['unlockItems'][number], 'name' | 'category'> & { detected?: boolean }>): Array<{ category: string; label: string; names: string[] }> {
  const groups = new Map<string, string[]>()
  for (const i of items) groups.set(i.category, [...(groups.get(i.category) ?? []), i.detected === false ? `${i.name}（芯片未覆盖）` : i.name])
  return [...groups].map(([category, names]) => ({ category, label: CATEGORY_LABELS[category] ?? category, names }))
}

/** what the buy button of a route says, or why it cannot be bought */
export function routeAction(offer: Pick<UpgradeOffer, 'blocked' | 'pendingOrderNo'>, route: Pick<UpgradeRoute, 'priceFen'>): { enabled: boolean; label: string } {
  if (offer.pendingOrderNo) return { enabled: false, label: '已有升级订单' }
  if (offer.blocked) return { enabled: false, label: '暂不可升级' }
  if (route.priceFen <= 0) return { enabled: false, label: '无需补差价' }
  return { enabled: true, label: `补差价 ¥${yuanText(route.priceFen)} 升级` }
}

export function addedLabels(tags: readonly FeatureTag[], labels: Record<string, string>): string {
  return tags.map(t => labels[t] ?? t).join('、')
}
