// /protocol/saliva (spec 2.6, 2.12): the saliva consent the binding wizard's check step links to.
import { definePage } from '@/shell/definePage'
import AgreementDocument from '@/features/protocol/components/AgreementDocument'
import { SALIVA_CONSENT } from '@/features/protocol/texts'

export default definePage(() => <AgreementDocument text={SALIVA_CONSENT} />)
