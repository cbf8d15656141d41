/** Side menus of the layouts, as data. */
import { HEALTH_AREAS } from '@xungen/contracts'
import { AREA_ORDER, areaListPath } from '@/features/report/model/areas'
import { href } from '@/routes/href'

// spec 2.11 account centre menu, in the spec's order (persons, info, orders, coupon, settings),
// after the centre's home and before the rest of the user area (addresses, the inbox)
export const USER_MENU = [
  { label: '个人中心', to: href('/user') },
  { label: '检测人管理', to: href('/user/persons') },
  { label: '账号资料', to: href('/user/info') },
  { label: '我的订单', to: href('/user/orders') },
  { label: '我的优惠券', to: href('/user/coupon') },
  { label: '我的余额', to: href('/balance/withdraw') },
  { label: '账号设置', to: href('/user/settings') },
  { label: '收货地址', to: href('/user/address/address-manage') },
  { label: '通知', to: href('/user/notices') },
  { label: '私信', to: href('/user/messages') },
  { label: '导入基因数据', to: href('/import') },
  { label: '核酸检测', to: href('/home-test') }
] as const

// spec 2.9: "Side navigation of the report area" (drug categories are added from the side-bar data):
// ancestry, then every health area in the report's order, fitness and skin included, by its one name
export const REPORT_SIDE_NAV: readonly { label: string; to: string }[] = [
  { label: '祖源', to: href('/report/ancestry') },
  ...AREA_ORDER.map(area => ({ label: HEALTH_AREAS[area].name, to: areaListPath(area) }))
]

/** The menu entry a path belongs to: the longest matching link wins, '/user' only for itself. */
export function activeMenuLink(path: string, links: readonly { to: string }[]): string | null {
  const p = path.toLowerCase().replace(/\/$/, '') || '/'
  let best: string | null = null
  for (const { to } of links) {
    const t = to.toLowerCase()
    const hit = p === t || (t !== '/user' && t !== '/report' && p.startsWith(t + '/'))
    if (hit && (!best || t.length > best.length)) best = to
  }
  return best
}

/** spec 2.14 report layout: consult service hours (spec 9: workdays 09:00-18:00) */
export const CONSULT_HOURS = '工作日 09:00-18:00'
