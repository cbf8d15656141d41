// /user/coupon: a thin page; its code is in src/features/commerce/components/CouponList.
import { definePage } from '@/shell/definePage'
import CouponList from '@/features/commerce/components/CouponList'

export default definePage(CouponList)
