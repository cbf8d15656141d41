/**
 * The shop's catalogue (spec 3.6) and its starting coupons and activities. Operators change
 * prices and texts afterwards; the seed inserts missing rows only (by alias / redeem code), so a
 * changed price stays as it is. Prices are fen.
 */
import type { Seed } from '../../seed'
import './tables'

interface SeedProduct {
  alias: string
  name: string
  subtitle: string
  commodityTag: string
  type: string
  typeCode: string
  primer: 'CHIP' | 'PCR' | 'NGS'
  submodules: string[]
  promotion?: { title: string; desc: string }
  sku: string
  family: string
  sampled: boolean
  priceFen: number
  listPriceFen: number
  promotionInfos?: Array<{ title: string; desc: string }>
  /** unit price by minimum count; the first is always minCount 1 at priceFen */
  packages?: Array<{ minCount: number; unitPriceFen: number }>
  /** aliases of the linked products */
  links?: { noSampleVersion?: string; sampledVersion?: string; upgrade?: string; otherEdition?: string }
}

export const CATALOGUE: readonly SeedProduct[] = [
  {
    alias: 'STANDARD_ANCESTRY', name: '基因寻根·健康+祖源 标准版', subtitle: '祖源构成、父系母系单倍群、基因亲人匹配，外加健康风险、药物反应与遗传特质',
    commodityTag: 'gene', type: 'GENETIC', typeCode: 'HEALTH_ANCESTRY_V3', primer: 'CHIP',
    submodules: ['standard', 'ancestor', 'disease', 'threeHigh', 'childTalent', 'sport15'],
    promotion: { title: '双人同行更优惠', desc: '两盒起每盒立减 50 元' },
    sku: 'standard', family: 'standard', sampled: true, priceFen: 49900, listPriceFen: 69900,
    promotionInfos: [{ title: '包邮', desc: '采样盒顺丰寄出，回寄免费' }],
    packages: [{ minCount: 1, unitPriceFen: 49900 }, { minCount: 2, unitPriceFen: 44900 }, { minCount: 4, unitPriceFen: 41900 }],
    links: { noSampleVersion: 'standard-reuse', upgrade: 'std-v4-upgrade' }
  },
  {
    alias: 'standard-reuse', name: '健康+祖源 标准版（免采样）', subtitle: '已寄回过唾液样本？用已有样本直接检测，无需再次采样',
    commodityTag: 'gene', type: 'GENETIC', typeCode: 'HEALTH_ANCESTRY_V3', primer: 'CHIP',
    submodules: ['standard', 'ancestor', 'disease', 'threeHigh', 'childTalent', 'sport15'],
    sku: 'standard_reuse_sample', family: 'standard', sampled: false, priceFen: 39900, listPriceFen: 49900,
    links: { sampledVersion: 'STANDARD_ANCESTRY' }
  },
  {
    alias: 'std-v4-upgrade', name: '标准版升级 V4', subtitle: '在原样本上解锁两癌、心脏病与孕育相关位点，不需重新采样',
    commodityTag: 'upgrade', type: 'GENETIC', typeCode: 'HEALTH_ANCESTRY_V3', primer: 'CHIP',
    submodules: ['twoCancer', 'heartDisease', 'pregnancy', 'sport18', 'child36'],
    sku: 'std_v4', family: 'std_v4', sampled: false, priceFen: 19900, listPriceFen: 29900
  },
  {
    alias: 'ancestry', name: '基因寻根·祖源版', subtitle: '祖源构成、父系母系单倍群与基因亲人匹配',
    commodityTag: 'gene', type: 'GENETIC', typeCode: 'GENETIC', primer: 'CHIP', submodules: ['ancestor'],
    sku: 'ances_basic', family: 'ancestry', sampled: true, priceFen: 29900, listPriceFen: 39900,
    packages: [{ minCount: 1, unitPriceFen: 29900 }, { minCount: 2, unitPriceFen: 26900 }],
    links: { noSampleVersion: 'ancestry-reuse' }
  },
  {
    alias: 'ancestry-reuse', name: '祖源版（免采样）', subtitle: '用已寄回的样本检测祖源',
    commodityTag: 'gene', type: 'GENETIC', typeCode: 'GENETIC', primer: 'CHIP', submodules: ['ancestor'],
    sku: 'ances_basic_reuse_sample', family: 'ancestry', sampled: false, priceFen: 19900, listPriceFen: 29900,
    links: { sampledVersion: 'ancestry' }
  },
  {
    alias: 'dna-relatives', name: '基因亲人寻找', subtitle: '与数据库中的用户比对共享 DNA 片段，寻找失散亲人',
    commodityTag: 'group', type: 'GENETIC', typeCode: 'GENETIC', primer: 'CHIP', submodules: ['ancestor'],
    sku: 'dna_relatives', family: 'dna_relatives', sampled: true, priceFen: 19900, listPriceFen: 29900
  },
  {
    alias: 'yfull', name: '父系 Y 染色体深度检测', subtitle: 'Y 染色体全序列测序，定位到最新的父系分支，适合同姓宗亲比对',
    commodityTag: 'yfull', type: 'Y', typeCode: 'Y', primer: 'NGS', submodules: ['ancestor'],
    sku: 'y_full', family: 'y_full', sampled: true, priceFen: 199900, listPriceFen: 259900
  },
  {
    alias: 'y-ances', name: '父系 Y 单倍群检测', subtitle: 'PCR 检测父系单倍群，限男性',
    commodityTag: 'group', type: 'PCR_Y', typeCode: 'PCR_Y', primer: 'PCR', submodules: ['ancestor'],
    sku: 'y_ances', family: 'y_ances', sampled: true, priceFen: 9900, listPriceFen: 12900
  },
  {
    alias: 'crc', name: '结直肠癌早筛', subtitle: '粪便 DNA 甲基化检测，居家采样',
    commodityTag: 'group', type: 'GENETIC', typeCode: 'S', primer: 'PCR', submodules: ['disease'],
    sku: 'CRC', family: 'crc', sampled: true, priceFen: 69900, listPriceFen: 89900
  },
  {
    alias: 'hpv', name: 'HPV 分型检测', subtitle: '居家自采样，覆盖高危型别',
    commodityTag: 'group', type: 'HPV', typeCode: 'HPV', primer: 'PCR', submodules: ['disease'],
    sku: 'HPV', family: 'hpv', sampled: true, priceFen: 29900, listPriceFen: 39900
  },
  {
    alias: 'hp', name: '幽门螺杆菌检测', subtitle: '居家采样，了解胃部健康',
    commodityTag: 'group', type: 'HP', typeCode: 'HP', primer: 'PCR', submodules: ['disease'],
    sku: 'HP', family: 'hp', sampled: true, priceFen: 9900, listPriceFen: 14900
  },
  {
    alias: 'carrier-single', name: '孕前携带者筛查（单人版）', subtitle: '常见隐性遗传病携带状态筛查',
    commodityTag: 'group', type: 'GENETIC', typeCode: 'CARRIER_SCREENING', primer: 'NGS', submodules: ['pregnancy'],
    sku: 'carrier_screening_pregnancy_single', family: 'carrier_screening', sampled: true, priceFen: 159900, listPriceFen: 199900,
    links: { otherEdition: 'carrier-couple' }
  },
  {
    alias: 'carrier-couple', name: '孕前携带者筛查（夫妻版）', subtitle: '夫妻双方同时筛查，评估后代患病风险',
    commodityTag: 'group', type: 'GENETIC', typeCode: 'CARRIER_SCREENING', primer: 'NGS', submodules: ['pregnancy'],
    sku: 'carrier_screening_pregnancy_couple', family: 'carrier_screening', sampled: true, priceFen: 279900, listPriceFen: 399800,
    links: { otherEdition: 'carrier-single' }
  },
  {
    alias: 'ngs-cvd', name: '心血管疾病深度基因检测', subtitle: '遗传性心肌病、心律失常与家族性高胆固醇血症相关基因测序',
    commodityTag: 'ngs-heart', type: 'GENETIC', typeCode: 'CVD', primer: 'NGS', submodules: ['heartDisease'],
    sku: 'CVD', family: 'cvd', sampled: true, priceFen: 299900, listPriceFen: 399900
  },
  {
    alias: 'ngs-tumor', name: '遗传性肿瘤深度基因检测', subtitle: '遗传性乳腺癌、卵巢癌、结直肠癌等相关基因测序',
    commodityTag: 'ngs-tumor', type: 'GENETIC', typeCode: 'NGS', primer: 'NGS', submodules: ['twoCancer'],
    sku: 'NGS', family: 'ngs', sampled: true, priceFen: 399900, listPriceFen: 499900
  },
  {
    alias: 'amh', name: 'AMH 卵巢储备评估', subtitle: '指尖血居家采样',
    commodityTag: 'group', type: 'GENETIC', typeCode: 'AMH', primer: 'PCR', submodules: ['pregnancy'],
    sku: 'AMH', family: 'amh', sampled: true, priceFen: 19900, listPriceFen: 25900
  },
  {
    alias: 'vade', name: '维生素 A/D/E 营养检测', subtitle: '指尖血居家采样',
    commodityTag: 'group', type: 'GENETIC', typeCode: 'VADE', primer: 'PCR', submodules: [],
    sku: 'VitaminADE', family: 'vade', sampled: true, priceFen: 15900, listPriceFen: 19900
  }
]

export const catalogueSeed: Seed = {
  name: 'commerce.catalogue',
  version: 1,
  async run(trx, { now }) {
    let sort = 0
    for (const p of CATALOGUE) {
      sort += 10
      await trx
        .insertInto('products')
        .values({
          alias: p.alias, name: p.name, subtitle: p.subtitle, commodity_tag: p.commodityTag, type: p.type, type_code: p.typeCode,
          is_online: 1, primer: p.primer, submodules: JSON.stringify(p.submodules), promotion: p.promotion ? JSON.stringify(p.promotion) : null,
          sku: p.sku, sku_family: p.family, sampled: p.sampled ? 1 : 0, sku_picture: `/static/shop/${p.family}.png`,
          price_fen: p.priceFen, list_price_fen: p.listPriceFen, promotion_infos: JSON.stringify(p.promotionInfos ?? []),
          packages: JSON.stringify(p.packages ?? [{ minCount: 1, unitPriceFen: p.priceFen }]), links: JSON.stringify(p.links ?? {}), sort, updated_at: now
        })
        .onConflict(oc => oc.column('alias').doNothing())
        .execute()
    }
    // coupons: a welcome code and a full-value-off code for staff trials
    const coupons = [
      { name: '新人立减 50 元', redeem_code: 'XUNGEN50', scene: 'NEWCOMER', rule: { kind: 'AMOUNT_OFF', amountFen: 5000, thresholdFen: 29900 }, valid_days: 30, total: 100000 },
      { name: '祖源检测 9 折', redeem_code: 'ZUYUAN90', scene: null, rule: { kind: 'PERCENT_OFF', percent: 10, capFen: 10000, thresholdFen: 0 }, valid_days: 14, total: 100000 },
      { name: '升级券 减 30 元', redeem_code: null, scene: 'UPGRADE', rule: { kind: 'AMOUNT_OFF', amountFen: 3000, thresholdFen: 0 }, valid_days: 30, total: 100000 }
    ]
    for (const c of coupons) {
      const exists = await trx.selectFrom('coupon_templates').select('id').where('name', '=', c.name).executeTakeFirst()
      if (!exists) await trx.insertInto('coupon_templates').values({ ...c, rule: JSON.stringify(c.rule), product_ids: null, created_at: now }).execute()
    }
  }
}
