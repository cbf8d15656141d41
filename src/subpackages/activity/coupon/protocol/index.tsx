// /coupon/protocol (spec 2.13, web-view): the page stays thin; its code is in src/features/activities/.
import { definePage, type PageProps } from '@/shell/definePage'
import CouponProtocol from '@/features/activities/components/CouponProtocol'
import { sceneOf } from '@/features/activities/model/activity'

function Page({ location }: PageProps) {
  return <CouponProtocol scene={sceneOf(location.query.scene)} />
}

export default definePage(Page)
