// /protocol/saliva (spec 2.6, 2.12): the saliva consent the binding wizard's check step links to.
import { definePage } from '@/shell/definePage'
import AgreementView from '@/features/consent/AgreementView'
import SALIVA_CONSENT from '@/features/consent/agreements/saliva'

export default definePage(() => <AgreementView text={SALIVA_CONSENT} />)
