// /user/persons/bind/upgrade-check (spec 2.12): the page stays thin; the step is in src/features/bind/steps/UpgradeCheck.tsx.
import { definePage } from '@/shell/definePage'
import UpgradeCheck from '@/features/bind/steps/UpgradeCheck'

export default definePage(() => <UpgradeCheck />)
