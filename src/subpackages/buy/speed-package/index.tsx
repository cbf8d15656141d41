// /buy/speed-package (spec 2.3, login): the speed package for samples in the laboratory's queue (features/buy/components/SpeedPackage).
import SpeedPackage from '@/features/buy/components/SpeedPackage'
import { definePage } from '@/shell/definePage'

export default definePage(() => <SpeedPackage />)
