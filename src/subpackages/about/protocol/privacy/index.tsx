// /protocol/privacy (spec 2.6): the privacy policy, linked from the sign-in and sign-up forms.
import AgreementView from '@/features/consent/AgreementView'
import { definePage } from '@/shell/definePage'

function PrivacyPolicy() {
  return <AgreementView document='privacy' />
}

export default definePage(PrivacyPolicy)
