// /privacy (spec 2.1): the privacy policy on the website (the same text as /protocol/privacy).
import AgreementView from '@/features/consent/AgreementView'
import { definePage } from '@/shell/definePage'

function Privacy() {
  return <AgreementView document='privacy' />
}

export default definePage(Privacy)
