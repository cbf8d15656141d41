// /coupon (spec 2.13, web-view): the page stays thin; its code is in src/features/activities/.
import { definePage, type PageProps } from '@/shell/definePage'
import CouponGift from '@/features/activities/components/CouponGift'
import { sceneOf } from '@/features/activities/model/activity'

function Page({ location }: PageProps) {
  return <CouponGift scene={sceneOf(location.query.scene)} path={location.path + location.search} />
}

export default definePage(Page, { share: { timeline: true } })
