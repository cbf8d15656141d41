// spec 2.1 top-level and activity routes, 2.2 authentication, 2.5 import
import { area } from './define'

const site = area({ spec: '2.1', pkg: 'about', layout: 'default', guard: 'none', kind: 'landing' })
const content = area({ spec: '2.1', pkg: 'content', layout: 'default', guard: 'none', kind: 'list' })
const activity = area({ spec: '2.1', pkg: 'activity', layout: 'mobile-only', guard: 'none', kind: 'landing' })
const auth = area({ spec: '2.2', pkg: 'auth', layout: 'default', guard: 'none', kind: 'form', feature: 'account' })
// DECISION (ADR 0007): the three redacted `{token}` URLs of 2.1 are the links the 7.3 common group's token calls make
const tokenLink = area({ spec: '2.1', pkg: 'about', layout: 'mobile-only', guard: 'none', kind: 'action', feature: 'sharing' })
const imports = area({ spec: '2.5', pkg: 'import', layout: 'default', guard: 'none', kind: 'form' })

export default [
  site('/', '基因寻根', { pkg: 'main', tab: { text: '首页', order: 0 } }),
  site('/app', '下载 App'),
  site('/flow', '检测流程', { kind: 'static-content' }),
  content('/genestory', '基因故事', { pkg: 'community' }),
  imports('/import', '导入基因数据', { spec: '2.1' }),
  site('/irb', '伦理审查委员会', { kind: 'static-content' }),
  site('/privacy', '隐私政策', { kind: 'static-content' }),
  site('/qualify', '资质认证', { kind: 'static-content' }),
  site('/report', '我的报告', { pkg: 'main', layout: 'report', tab: { text: '报告', order: 1 } }),
  site('/report-v2', '我的报告', { pkg: 'report', keepAlive: true }),
  content('/topics', '基因知识'),
  site('/upgrade', '升级检测', { pkg: 'shop' }),
  site('/user', '个人中心', { pkg: 'main', layout: 'user-home', guard: 'login', tab: { text: '我的', order: 3 } }),
  content('/white-papers', '白皮书'),
  content('/gene-club', '基因俱乐部', { pkg: 'community' }),
  site('/consult', '遗传咨询'),
  content('/community', '社区', { pkg: 'community' }),
  content('/community/comment-detail', '评论详情', { pkg: 'community', kind: 'detail' }),
  activity('/activity/anniversary', '周年庆'),
  activity('/activity/national-card', '我的民族卡片'),
  activity('/activity/share', '活动分享'),
  activity('/activity/:static_tag?', '专题活动', { kind: 'static-content' }),
  tokenLink('/s/:token', '分享的报告'),
  tokenLink('/d/:token', '下载 App'),
  tokenLink('/w/:token/:tag?', '分享的页面'),

  auth('/auth/signin', '登录', { pkg: 'main' }),
  auth('/auth/signup', '注册'),
  auth('/auth/reset', '找回密码'),
  auth('/auth/modify', '修改密码', { guard: 'login' }),

  imports('/import/chip', '导入芯片数据', { guard: 'login', kind: 'form' }),
  imports('/import/yfull', '导入 Y 染色体全序列数据', { guard: 'login', kind: 'form' })
]
