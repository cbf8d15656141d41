// /protocol/popopet (spec 2.6): the pet test's service agreement; the text is content/agreements/popopet, accepted here before the feature it governs.
import AgreementAccept from '@/features/consent/AgreementAccept'
import AgreementView from '@/features/consent/AgreementView'
import POPOPET_TEXT from '@/features/consent/agreements/popopet'
import { definePage } from '@/shell/definePage'

export default definePage(() => (
  <>
    <AgreementView text={POPOPET_TEXT} agreement='popopet' />
    <AgreementAccept document='popopet' />
  </>
))
