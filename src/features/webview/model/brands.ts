/**
 * 品牌介绍 (/about/:brand; spec 2.13): the product and its companion apps (spec 1 "main app,
 * relatives-finding app, ancestry app"), each introduced by the text staff publish in
 * /ops/content under page/about-<brand>. A brand staff add later needs only its document; the
 * three below also have their own words until one is published.
 */
import { APPS, type AppId } from '@xungen/contracts'
import { href } from '@/routes/href'

export interface Brand {
  name: string
  /** what it is, in the product's own words (spec 1; the apps' texts of contracts/content/apps) */
  text: string
  /** where the brand's features are on the website */
  links: ReadonlyArray<{ label: string; to: string }>
  /** its app and that app's page, when it has one */
  app: { id: AppId; to: string } | null
}

export const BRANDS = {
  xungen: {
    name: '基因寻根',
    text: '面向个人的基因检测与祖源服务：一管唾液，了解健康风险、遗传特征与药物反应，追溯父系与母系祖源，找到与你共享 DNA 的亲人，和家人一起整理家谱。网站、微信小程序和 App 使用同一个账号。',
    links: [
      { label: '检测流程', to: href('/flow') },
      { label: '资质认证', to: href('/qualify') },
      { label: '白皮书', to: href('/white-papers') },
      { label: '选购检测', to: href('/shop/gene') }
    ],
    app: { id: 'main', to: href('/app') }
  },
  relatives: {
    name: '基因寻根·寻亲',
    text: APPS.relatives.text,
    links: [
      { label: '寻亲平台', to: href('/ancestry/reunion/platform') },
      { label: '寻亲服务协议', to: href('/protocol/reunion') }
    ],
    app: { id: 'relatives', to: href('/app/reunion') }
  },
  ancestry: {
    name: '基因寻根·寻根',
    text: APPS.ancestry.text,
    links: [
      { label: '姓氏库', to: href('/ancestry/library-surname') },
      { label: '家族库', to: href('/ancestry/library-family') },
      { label: 'Y 染色体树', to: href('/ancestry/ytree/search') }
    ],
    app: { id: 'ancestry', to: href('/app/ancestry') }
  }
} as const satisfies Record<string, Brand>
export type BrandId = keyof typeof BRANDS
export const BRAND_IDS = Object.keys(BRANDS) as BrandId[]

/** the URL's brand as a content name (CONTENT_KEY_PATTERN), or null when it cannot be one */
export function brandSlug(param: string | undefined): string | null {
  const s = (param ?? '').trim().toLowerCase()
  return /^[a-z0-9][a-z0-9-]{0,40}$/.test(s) ? s : null
}

export function brandOf(slug: string): Brand | null {
  return (BRANDS as Record<string, Brand>)[slug] ?? null
}

export const brandKey = (slug: string) => `page/about-${slug}`
