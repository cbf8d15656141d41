// /user/address/edit: a thin page; its code is in src/features/account/components/AddressForm.
import { definePage } from '@/shell/definePage'
import AddressForm from '@/features/account/components/AddressForm'

export default definePage(AddressForm)
