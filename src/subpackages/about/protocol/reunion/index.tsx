// /protocol/reunion (spec 2.6): the reunion (finding lost family) agreement and its separate consent; the text is content/agreements/reunion, accepted here before the feature it governs.
import AgreementAccept from '@/features/consent/AgreementAccept'
import AgreementView from '@/features/consent/AgreementView'
import REUNION_TEXT from '@/features/consent/agreements/reunion'
import { definePage } from '@/shell/definePage'

export default definePage(() => (
  <>
    <AgreementView text={REUNION_TEXT} agreement='reunion' />
    <AgreementAccept document='reunion' />
  </>
))
