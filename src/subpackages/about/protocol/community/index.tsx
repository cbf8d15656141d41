// /protocol/community (spec 2.6): the community rules; the text is content/agreements/community, accepted here before the feature it governs.
import AgreementAccept from '@/features/consent/AgreementAccept'
import AgreementView from '@/features/consent/AgreementView'
import COMMUNITY_TEXT from '@/features/consent/agreements/community'
import { definePage } from '@/shell/definePage'

export default definePage(() => (
  <>
    <AgreementView text={COMMUNITY_TEXT} agreement='community' />
    <AgreementAccept document='community' />
  </>
))
