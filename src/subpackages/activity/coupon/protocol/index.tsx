// /coupon/protocol (spec 2.13, web-view): the page stays thin; its code is in src/features/activity/.
import { definePage, type PageProps } from '@/shell/definePage'
import CouponProtocol from '@/features/activity/components/CouponProtocol'
import { sceneOf } from '@/features/activity/model/activity'

function Page({ location }: PageProps) {
  return <CouponProtocol scene={sceneOf(location.query.scene)} />
}

export default definePage(Page)
