// /protocol/contact-service (spec 2.6, 9): the support conversation with its service hours
// (src/features/notice/components/ContactService), then how to reach customer service and the
// personal-information contact (the text is content/agreements/contact-service).
import { View } from '@tarojs/components'
import AgreementView from '@/features/consent/AgreementView'
import CONTACT_SERVICE_TEXT from '@/features/consent/agreements/contact-service'
import ContactService from '@/features/notice/components/ContactService'
import { definePage } from '@/shell/definePage'

export default definePage(() => (
  <View>
    <ContactService />
    <AgreementView text={CONTACT_SERVICE_TEXT} />
  </View>
))
