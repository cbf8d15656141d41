/** spec 2.15: the site header is a browser feature; the mini-program has WeChat's navigation bar. */
import type { DeviceContext } from '@xungen/contracts'

export interface SiteHeaderProps {
  device: DeviceContext
  overHero?: boolean
}

export default function SiteHeader(_props: SiteHeaderProps) {
  return null
}
