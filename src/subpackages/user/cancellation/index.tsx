// /user/cancellation: a thin page; its code is in src/features/account/components/Cancellation.
import { definePage } from '@/shell/definePage'
import Cancellation from '@/features/account/components/Cancellation'

export default definePage(Cancellation)
