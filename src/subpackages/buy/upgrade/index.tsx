// /buy/upgrade?barcode= (spec 2.3, login): the upgrades of the account's detections (features/commerce/components/UpgradeCenter).
import UpgradeCenter from '@/features/commerce/components/UpgradeCenter'
import { definePage, type PageProps } from '@/shell/definePage'

function Page({ location }: PageProps) {
  return <UpgradeCenter barcode={location.query.barcode || undefined} />
}

export default definePage(Page)
