// /buy/speed-package (spec 2.3, login): the speed package for samples in the laboratory's queue (features/commerce/components/SpeedPackage).
import SpeedPackage from '@/features/commerce/components/SpeedPackage'
import { definePage } from '@/shell/definePage'

export default definePage(() => <SpeedPackage />)
