/**
 * The site header's menus (spec 2.15) as data: "a health menu, an ancestry dropdown, user
 * stories, blog and a community dropdown", "a buy dropdown", "'My results' when logged in",
 * notification and private-message dropdowns with 'view all', an avatar menu, and for
 * logged-out users a login/register button and an import-data button.
 */
import { logoutUrl, showLogoutLink, type DeviceContext } from '@xungen/contracts'
import { HEALTH_AREAS } from '@xungen/contracts'
import { href } from '@/routes/href'

export interface MenuLink {
  label: string
  to: string
  /** one line under the label in dropdowns */
  hint?: string
}

export interface MenuEntry {
  key: string
  label: string
  /** a plain link, or a dropdown of links */
  to?: string
  items?: MenuLink[]
}

export const HEALTH_MENU: MenuEntry = {
  key: 'health',
  label: '健康',
  items: [
    { label: HEALTH_AREAS.disease.name, to: href('/report/disease'), hint: '常见疾病的遗传风险' },
    { label: HEALTH_AREAS.traits.name, to: href('/report/traits'), hint: '外貌、感知与生活习惯' },
    { label: HEALTH_AREAS.drug.name, to: href('/report/drug'), hint: '常用药物的代谢与反应' },
    { label: HEALTH_AREAS.nutrition.name, to: href('/report/nutrition'), hint: '维生素与矿物质需求' },
    { label: HEALTH_AREAS.carrier.name, to: href('/report/carrier-status'), hint: '隐性遗传病携带情况' },
    { label: HEALTH_AREAS.fitness.name, to: href('/report/fitness/classify'), hint: '适合你的运动方式' },
    { label: HEALTH_AREAS.skin.name, to: href('/report/skin/classify'), hint: '肤质与护肤重点' }
  ]
}

export const ANCESTRY_MENU: MenuEntry = {
  key: 'ancestry',
  label: '祖源',
  items: [
    { label: '祖源分析', to: href('/report/ancestry'), hint: '你的祖先来自哪里' },
    { label: '民族成分', to: href('/report/ancestry/nation'), hint: '各民族的遗传构成' },
    { label: '父系溯源', to: href('/report/ancestry/paternal'), hint: 'Y 染色体单倍群' },
    { label: '母系溯源', to: href('/report/ancestry/maternal'), hint: '线粒体单倍群' },
    { label: '基因溯源', to: href('/report/gene-origin'), hint: '与同一支系用户的共同起源' },
    { label: '家族线索', to: href('/ancestry/family'), hint: '从基因找到同宗家族' },
    { label: '家谱', to: href('/ancestry/family-tree'), hint: '记录家族的人与故事' },
    { label: '姓氏库', to: href('/ancestry/library-surname'), hint: '百家姓的拼音与祖籍分布' },
    { label: 'Y 染色体树', to: href('/ancestry/ytree/:id', { id: 'Y-Adam' }), hint: '按 SNP 查找父系分支' },
    { label: '家族库', to: href('/ancestry/library-family'), hint: '各地家族与族谱' }
  ]
}

export const STORIES_LINK: MenuEntry = { key: 'stories', label: '用户故事', to: href('/genestory') }
export const BLOG_LINK: MenuEntry = { key: 'blog', label: '博客', to: href('/gene-club') }

export const COMMUNITY_MENU: MenuEntry = {
  key: 'community',
  label: '社区',
  items: [
    { label: '社区首页', to: href('/community'), hint: '和同好交流基因与寻根' },
    { label: '健康社区', to: '/community?module=health', hint: '健康话题讨论' },
    { label: '话题', to: href('/feed/topics'), hint: '大家正在聊什么' }
  ]
}

/**
 * The buy dropdown lists products "with picture, name, price and promotions" from the
 * commodity service; until the shop work loads them, it offers the shop's own entry points.
 */
export const BUY_MENU: MenuEntry = {
  key: 'buy',
  label: '购买',
  items: [
    { label: '基因检测', to: href('/shop/gene'), hint: '健康与祖源检测套餐' },
    { label: '深度基因检测', to: href('/shop/ngs'), hint: '心脑血管与肿瘤深度检测' },
    { label: 'Y 染色体全序列', to: href('/shop/yfull'), hint: '父系祖源的高精度检测' },
    { label: '团购', to: href('/shop/group'), hint: '和家人朋友一起购买' }
  ]
}

export const MAIN_MENU: MenuEntry[] = [HEALTH_MENU, ANCESTRY_MENU, STORIES_LINK, BLOG_LINK, COMMUNITY_MENU, BUY_MENU]

export const MY_RESULTS: MenuLink = { label: '我的结果', to: href('/report') }
export const LOGIN_LINK: MenuLink = { label: '登录 / 注册', to: href('/auth/signin') }
export const IMPORT_LINK: MenuLink = { label: '导入数据', to: href('/import') }
export const NOTICES_ALL: MenuLink = { label: '查看全部', to: href('/user/notices') }
export const MESSAGES_ALL: MenuLink = { label: '查看全部', to: href('/user/messages') }

/** spec 2.11: /user/logout, or /wechat/logout inside the messaging-app browser (the rule is logoutUrl in contracts) */
export function logoutUrlOf(device: DeviceContext, origin: string): string {
  return logoutUrl(device.kind === 'wechat', origin)
}

/** spec 6: the logout link shows for states 1 and 4 outside the messaging app (showLogoutLink in contracts) */
export function logoutLinkOf(device: DeviceContext, userState: number | undefined, origin: string): MenuLink | null {
  return showLogoutLink(userState, device.kind === 'wechat') ? { label: '退出登录', to: logoutUrlOf(device, origin) } : null
}

export function avatarMenu(device: DeviceContext, userState: number | undefined, origin: string): MenuLink[] {
  const items: MenuLink[] = [
    { label: '切换检测人', to: href('/user/persons') },
    { label: '个人中心', to: href('/user') },
    IMPORT_LINK
  ]
  const logout = logoutLinkOf(device, userState, origin)
  return logout ? [...items, logout] : items
}

/** spec 2.15: the header turns opaque once the page has scrolled past this many pixels */
export const OPAQUE_SCROLL_THRESHOLD = 24

