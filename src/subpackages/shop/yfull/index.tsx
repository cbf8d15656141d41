// /shop/yfull?barcode= (spec 2.4): for a selected person with sex set and a genetic or health-ancestry v3 detection, else /shop/yfull-noreport.
import { YfullShop } from '@/features/commerce/components/YfullShop'
import { definePage, type PageProps } from '@/shell/definePage'

export default definePage(({ location }: PageProps) => <YfullShop barcode={location.query.barcode || undefined} />)
