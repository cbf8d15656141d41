// /protocol/familytree (spec 2.6): the family-tree service agreement; the text is content/agreements/familytree, accepted here before the feature it governs.
import AgreementAccept from '@/features/consent/AgreementAccept'
import AgreementView from '@/features/consent/AgreementView'
import FAMILYTREE_TEXT from '@/features/consent/agreements/familytree'
import { definePage } from '@/shell/definePage'

export default definePage(() => (
  <>
    <AgreementView text={FAMILYTREE_TEXT} agreement='familytree' />
    <AgreementAccept document='familytree' />
  </>
))
