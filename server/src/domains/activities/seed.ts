/**
 * Demo activities (issue 17 items 6 and 10), every one `sample: true` and named with 示例: the
 * pages that show them say so. They are configurations an operator would write for a real
 * campaign; nothing here describes a real research project. Inserted once by name (an operator's
 * later edit stays).
 */
import type { Seed } from '../../seed'
import type { CouponGiftConfig, CrowdfundingConfig, FissionConfig } from '@xungen/contracts'

const DAY = 86400_000
/** the demo activities run from the start of 2026 (a fixed date: a server whose clock is set back, as in tests, still sees them running) */
const DEMO_START = Date.UTC(2025, 11, 31, 16, 0, 0)

export const SHARE_GIFT_COUPONS = [
  { name: '分享好礼 无门槛减 20 元（示例）', rule: { kind: 'AMOUNT_OFF', amountFen: 2000, thresholdFen: 0 }, valid_days: 30, total: 10000 },
  { name: '分享好礼 满 399 减 60 元（示例）', rule: { kind: 'AMOUNT_OFF', amountFen: 6000, thresholdFen: 39900 }, valid_days: 30, total: 5000 }
] as const

const SHARE_GIFT: CouponGiftConfig = {
  sample: true,
  scene: 'SHARE_GIFT',
  templateNames: SHARE_GIFT_COUPONS.map(c => c.name),
  summary: '好友分享给你的检测优惠券，领取后在下单时自动推荐使用。',
  rules: [
    '每张优惠券每个账号限领 1 张，领完即止。',
    '优惠券自领取之日起 30 天内有效，过期作废。',
    '一笔订单最多使用 1 张优惠券；满减活动先计算，优惠券在满减后的金额上使用。',
    '使用优惠券的订单取消或超时未支付时，优惠券退回账户；订单退款后优惠券不退回。',
    '优惠券不可兑换现金，不可转让。'
  ]
}

const UPGRADE_GIFT: CouponGiftConfig = {
  sample: true,
  scene: 'UPGRADE',
  templateNames: ['升级券 减 30 元'],
  summary: '已有检测报告的用户升级检测时可用的优惠券。',
  rules: ['升级券仅可用于升级类商品，每个账号限领 1 张。', '自领取之日起 30 天内有效。', '一笔订单最多使用 1 张优惠券。']
}

const FISSION_RULES = (needed: number, yuan: string) => [
  `邀请 ${needed} 位好友为你助力，即可获得 ${yuan} 元余额奖励，在“余额”中领取后可申请提现。`,
  '每位好友在同一活动中只能助力 1 次，不能为自己助力。',
  '每个账号在同一活动中最多获得 1 次奖励。',
  '奖励自发放起 30 天内有效，逾期未领取自动失效。',
  '以不正当手段（批量注册、虚假账号等）参与的，奖励不予发放。'
]

const HEARING: FissionConfig = {
  sample: true,
  slug: 'hearing',
  title: '听力基因科普活动（示例）',
  summary: '示例活动：演示“邀请好友助力”的完整流程。它不是一项科研项目，也不会收集或使用任何人的基因数据。',
  description: [
    '这是产品内置的示例活动配置，用于展示邀请助力活动的页面与规则：发起邀请、好友助力、达到人数后发放余额奖励。',
    '运营人员上线真实活动时，会用真实的活动名称、主办方、伦理审批与知情同意信息替换本页全部内容。在此之前，本页不对应任何正在进行的研究。',
    '与听力有关的基因知识请以健康报告中附有文献依据的条目为准，本活动页不提供任何检测结论。'
  ],
  conditions: ['已注册基因寻根账号', '活动期间内参与'],
  helpersNeeded: 3,
  rewardFen: 500,
  rules: FISSION_RULES(3, '5.00')
}

const SLEEP: FissionConfig = {
  sample: true,
  slug: 'sleep',
  title: '睡眠基因科普活动（示例）',
  summary: '示例活动：演示“邀请好友助力”的完整流程。它不是一项科研项目，也不会收集或使用任何人的基因数据。',
  description: [
    '这是产品内置的示例活动配置，与“听力基因科普活动（示例）”相同的流程，人数与奖励不同，便于比较两种配置。',
    '运营人员上线真实活动时，会替换本页全部内容。在此之前，本页不对应任何正在进行的研究，也不代表睡眠与任何基因位点之间存在本页所述的关系。'
  ],
  conditions: ['已注册基因寻根账号', '活动期间内参与'],
  helpersNeeded: 5,
  rewardFen: 1000,
  rules: FISSION_RULES(5, '10.00')
}

const CROWDFUNDING: CrowdfundingConfig = {
  sample: true,
  title: '家乡寻根检测众筹（示例）',
  summary: '示例众筹：演示众筹页、回报档位与支持者证书。支持即下单对应的检测商品，金额按已支付订单实时统计。',
  story: [
    '这是产品内置的示例众筹配置。每个回报档位对应商城里的一款真实商品：选择档位后进入下单页，订单带有本众筹的标记，支付后计入众筹进度，并生成一张电子支持者证书。',
    '众筹进度只统计已支付且未退款的订单金额。退款的订单不再计入，对应证书随之失效。',
    '运营人员上线真实众筹时，会用真实的目标、说明与回报替换本页内容。'
  ],
  targetFen: 5_000_000,
  tiers: [
    { key: 'ancestry', title: '支持 · 祖源版', commodityAlias: 'ancestry', paybacks: ['基因寻根·祖源版检测 1 份（含采样盒顺丰寄送）', '电子支持者证书 1 张'] },
    { key: 'standard', title: '支持 · 健康+祖源 标准版', commodityAlias: 'STANDARD_ANCESTRY', paybacks: ['健康+祖源 标准版检测 1 份（含采样盒顺丰寄送）', '电子支持者证书 1 张'] }
  ],
  rules: ['支持即购买对应档位的检测商品，价格与商城一致，可使用优惠券。', '未支付的订单不计入众筹进度。', '检测商品的发货、退款规则与商城订单相同。', '众筹结束后不再接受新的支持。']
}

export const activitiesSeed: Seed = {
  name: 'activities.demo',
  version: 1,
  async run(trx, { now }) {
    for (const c of SHARE_GIFT_COUPONS) {
      const exists = await trx.selectFrom('coupon_templates').select('id').where('name', '=', c.name).executeTakeFirst()
      if (!exists) await trx.insertInto('coupon_templates').values({ name: c.name, redeem_code: null, scene: 'SHARE_GIFT', rule: JSON.stringify(c.rule), product_ids: null, valid_days: c.valid_days, total: c.total, created_at: now }).execute()
    }
    const activities: Array<{ kind: string; name: string; config: object }> = [
      { kind: 'COUPON_GIFT', name: '分享领券（示例）', config: SHARE_GIFT },
      { kind: 'COUPON_GIFT', name: '升级领券（示例）', config: UPGRADE_GIFT },
      { kind: 'FISSION', name: HEARING.title, config: HEARING },
      { kind: 'FISSION', name: SLEEP.title, config: SLEEP },
      { kind: 'CROWDFUNDING', name: CROWDFUNDING.title, config: CROWDFUNDING }
    ]
    for (const a of activities) {
      const exists = await trx.selectFrom('activities').select('id').where('name', '=', a.name).executeTakeFirst()
      if (!exists) await trx.insertInto('activities').values({ kind: a.kind, name: a.name, config: JSON.stringify(a.config), start_at: DEMO_START, end_at: now + 365 * DAY }).execute()
    }
  }
}
