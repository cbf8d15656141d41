/**
 * Catalogue rows of the upgrades and the speed package (issue 17 item 9): the V4 edition whose
 * price makes the standard → V4 difference, the relatives → standard upgrade product, and the
 * speed package. Inserted when missing only (staff change prices in /ops/commerce afterwards).
 */
import type { Seed } from '../../seed'
import './tables'

const ROWS = [
  {
    // the V4 edition's price: not sold on its own (tag `edition`), it sets the standard → V4 difference
    alias: 'std-v4', name: '基因寻根·健康+祖源 标准版 V4', subtitle: '标准版全部内容，外加心血管相关遗传风险解读（版本定价，用于计算升级差价）',
    commodity_tag: 'edition', type: 'GENETIC', type_code: 'HEALTH_ANCESTRY_V3', primer: 'CHIP', submodules: ['ancestor', 'sport15', 'pregnancy', 'standard', 'disease'],
    sku: 'std_v4_edition', sku_family: 'std_v4', sampled: 0, price_fen: 69900, list_price_fen: 89900
  },
  {
    alias: 'relatives-standard-upgrade', name: '基因寻亲升级 标准版', subtitle: '在已检测的样本上增加健康风险、药物反应与遗传特质解读，不需重新采样',
    commodity_tag: 'upgrade', type: 'GENETIC', type_code: 'HEALTH_ANCESTRY_V3', primer: 'CHIP', submodules: ['standard', 'sport15', 'pregnancy'],
    sku: 'dna_relatives_to_standard', sku_family: 'standard', sampled: 0, price_fen: 30000, list_price_fen: 30000
  },
  {
    alias: 'speed-package', name: '加急服务', subtitle: '样本到达实验室后优先安排 DNA 质检与芯片检测',
    commodity_tag: 'speed', type: 'GENETIC', type_code: 'GENETIC', primer: 'CHIP', submodules: [],
    sku: 'speed_package', sku_family: 'speed', sampled: 0, price_fen: 9900, list_price_fen: 9900
  }
] as const

export const upgradeCatalogueSeed: Seed = {
  name: 'commerce.upgrades',
  version: 1,
  async run(trx, { now }) {
    let sort = 1000
    for (const p of ROWS) {
      sort += 10
      await trx
        .insertInto('products')
        .values({
          alias: p.alias, name: p.name, subtitle: p.subtitle, commodity_tag: p.commodity_tag, type: p.type, type_code: p.type_code, is_online: 1, primer: p.primer,
          submodules: JSON.stringify(p.submodules), promotion: null, sku: p.sku, sku_family: p.sku_family, sampled: p.sampled, sku_picture: `/static/shop/${p.sku_family}.png`,
          price_fen: p.price_fen, list_price_fen: p.list_price_fen, promotion_infos: '[]', packages: JSON.stringify([{ minCount: 1, unitPriceFen: p.price_fen }]), links: '{}', sort, updated_at: now
        })
        .onConflict(oc => oc.column('alias').doNothing())
        .execute()
    }
  }
}
