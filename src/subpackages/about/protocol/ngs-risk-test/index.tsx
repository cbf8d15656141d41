// /protocol/ngs-risk-test (spec 2.6): the deep (sequencing) test's informed consent; the text is content/agreements/ngs-risk-test, accepted here before the feature it governs.
import AgreementAccept from '@/features/consent/AgreementAccept'
import AgreementView from '@/features/consent/AgreementView'
import NGS_RISK_TEST_TEXT from '@/features/consent/agreements/ngs-risk-test'
import { definePage } from '@/shell/definePage'

export default definePage(() => (
  <>
    <AgreementView text={NGS_RISK_TEST_TEXT} agreement='ngs-risk-test' />
    <AgreementAccept document='ngs-risk-test' />
  </>
))
