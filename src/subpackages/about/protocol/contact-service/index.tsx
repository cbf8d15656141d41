// /protocol/contact-service (spec 2.6): how to reach customer service and the personal-information contact; the text is content/agreements/contact-service.
import AgreementView from '@/features/consent/AgreementView'
import CONTACT_SERVICE_TEXT from '@/features/consent/agreements/contact-service'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={CONTACT_SERVICE_TEXT} />)
