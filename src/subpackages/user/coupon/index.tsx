// /user/coupon: a thin page; its code is in src/features/buy/components/CouponList.
import { definePage } from '@/shell/definePage'
import CouponList from '@/features/buy/components/CouponList'

export default definePage(CouponList)
