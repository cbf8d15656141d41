// /report/ancestry/upgrade-star (spec 2.9): the ancestry report's star rating and how to raise it.
import { definePage } from '@/shell/definePage'
import { UpgradeStar } from '@/features/ancestry/components/Lineage'

export default definePage(() => <UpgradeStar />)
