// spec 2.11: sign out and return to the site origin (src/features/logout).
import Logout from '@/features/logout'
import { definePage } from '@/shell/definePage'

export default definePage(Logout)
