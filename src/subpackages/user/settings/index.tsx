// /user/settings: a thin page; its code is in src/features/account/components/Settings.
import { definePage } from '@/shell/definePage'
import Settings from '@/features/account/components/Settings'

export default definePage(Settings)
