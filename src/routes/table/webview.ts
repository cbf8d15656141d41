// spec 2.13 web-view pages: designed for the apps' web views, shown phone-width everywhere
import { area } from './define'

const webview = area({ spec: '2.13', pkg: 'activity', layout: 'mobile-only', guard: 'none', kind: 'web-view' })

export default [
  webview('/balance/auth', '身份验证'),
  webview('/balance/form', '填写提现信息'),
  webview('/balance/protocol', '余额服务协议'),
  webview('/balance/rule', '余额规则'),
  webview('/balance/success', '提现申请已提交'),
  webview('/balance/withdraw', '余额提现'),
  webview('/coupon', '领取优惠券'),
  webview('/coupon/protocol', '优惠券使用规则'),
  webview('/crowdfunding', '众筹'),
  webview('/crowdfunding/paybacks', '众筹回报'),
  webview('/fission/fission-success', '助力成功'),
  webview('/fission/hearing', '听力基因活动'),
  webview('/fission/invitation-friend', '邀请好友'),
  webview('/fission/project-detail', '项目详情'),
  webview('/fission/sleep', '睡眠基因活动'),
  // covid test appointments (spec 1, 3.14 Covid, 7.3 covid19): the account's samples, their bookings and results
  webview('/home-test', '居家检测', { feature: 'covid', kind: 'list' }),
  webview('/home-test/report', '居家检测报告', { feature: 'covid', kind: 'detail' }),
  webview('/inform', '知情同意书'),
  webview('/ltv', '专属权益'),
  webview('/reunion-fission', '邀请好友寻亲'),
  webview('/reunion-fission/rule', '活动规则'),
  webview('/consultant/health', '健康顾问', { pkg: 'about' }),
  webview('/interlocution/familystory', '家族故事问答', { pkg: 'about' }),
  webview('/interlocution/privacy', '隐私问答', { pkg: 'about' }),
  webview('/interlocution/qualification', '资质问答', { pkg: 'about' }),
  webview('/statement/amh', 'AMH 检测声明', { pkg: 'about' }),
  webview('/statement/hp', '幽门螺杆菌检测声明', { pkg: 'about' }),
  webview('/statement/hpv', 'HPV 检测声明', { pkg: 'about' }),
  webview('/statement/ngs', '深度检测声明', { pkg: 'about' }),
  webview('/topics/drug', '药物反应专题', { pkg: 'content' }),
  webview('/topics/hpv', 'HPV 专题', { pkg: 'content' }),
  webview('/topics/trait', '遗传特征专题', { pkg: 'content' }),
  webview('/white-papers/carrier-status', '遗传病携带白皮书', { pkg: 'content' }),
  webview('/white-papers/chip', '基因芯片检测白皮书', { pkg: 'content' }),
  webview('/white-papers/drugs', '药物基因组学白皮书', { pkg: 'content' }),
  webview('/white-papers/snp', 'SNP 检测白皮书', { pkg: 'content' }),
  webview('/about/:brand', '品牌介绍', { pkg: 'about' }),
  // the app teams' page: the mini-program has no app bridge, so it is left out of its package
  webview('/demo/jsbridge', '应用桥接调试', { pkg: 'about', h5Only: true })
]
