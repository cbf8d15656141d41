// spec 2.11: sign out and return to the site origin (src/features/account/components/Logout).
import Logout from '@/features/account/components/Logout'
import { definePage } from '@/shell/definePage'

export default definePage(Logout)
