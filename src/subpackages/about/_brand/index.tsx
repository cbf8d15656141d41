// /about/:brand (spec 2.13): a brand's introduction (staff's published text, else its own words); its code is in src/features/webview/.
import { definePage, type PageProps } from '@/shell/definePage'
import BrandPage from '@/features/webview/components/Brand'

export default definePage(({ location }: PageProps) => <BrandPage brand={location.params.brand} />)
