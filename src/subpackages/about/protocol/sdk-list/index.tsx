// /protocol/sdk-list (spec 2.6): the third-party services and libraries that handle personal data; the text is content/agreements/sdk-list.
import AgreementView from '@/features/consent/AgreementView'
import SDK_LIST_TEXT from '@/features/consent/agreements/sdk-list'
import { definePage } from '@/shell/definePage'

export default definePage(() => <AgreementView text={SDK_LIST_TEXT} />)
