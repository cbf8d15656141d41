// /protocol/service (spec 2.6): the user agreement, linked from the sign-in and sign-up forms.
import AgreementView from '@/features/consent/AgreementView'
import { definePage } from '@/shell/definePage'

function ServiceAgreement() {
  return <AgreementView document='service' />
}

export default definePage(ServiceAgreement)
