// /protocol/contact-service (spec 2.6, 9): a thin page; its code is in src/features/notice/components/ContactService.
import { definePage } from '@/shell/definePage'
import ContactService from '@/features/notice/components/ContactService'

export default definePage(() => <ContactService />)
